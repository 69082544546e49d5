# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: a return, break or continue leaving a try or with statement without the code the compiler runs before it
# from: seed 1, program 1012 (13 lines, minimized to 7)
# first difference:
#   <module>: fallback: a return, break or continue leaving a try or with statement without the code the compiler runs before it
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 COPY 1                                      |      2 PUSH_NULL
#        3 TO_BOOL                                     |      3 LOAD_CONST 'glassbox: could not reconstruct a return, break or continue leaving a try or with statement without the code the compiler runs before it at offset 32'
#        4 POP_JUMP_IF_TRUE -> 7                       |      4 CALL 1
while (x or x) is not x:
    pass
else:
    try:
        x
    except:
        x(**x, default=x if x < x is x <= x else x)
