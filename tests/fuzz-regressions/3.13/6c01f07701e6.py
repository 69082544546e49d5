# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: an except clause that leaves values on the stack
# from: seed 1, program 1993 (37 lines, minimized to 8)
# first difference:
#   <module>: fallback: an except clause that leaves values on the stack
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 BEFORE_WITH                                 |      2 PUSH_NULL
#        3 POP_TOP                                     |      3 LOAD_CONST 'glassbox: could not reconstruct an except clause that leaves values on the stack at offset 114'
#        4 LOAD_CONST None                             |      4 CALL 1
try:
    with (x):
        pass
finally:
    try:
        raise x
    except x:
        pass
