# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: a try body that leaves values on the stack
# from: seed 1, program 844 (13 lines, minimized to 9)
# first difference:
#   <module>: fallback: a try body that leaves values on the stack
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 LOAD_NAME x                                 |      2 LOAD_NAME SystemError
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct a try body that leaves values on the stack at offset 4'
#        4 POP_JUMP_IF_FALSE -> 7                      |      4 CALL 1
try:
    lambda p1=x, p2=x, /, p3=x if x else x, *, p4: x
    while True:
        try:
            pass
        except x as e12:
            pass
except x:
    pass
