# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a return, break or continue leaving a try or with statement without the code the compiler runs before it
# from: seed 1, program 1591 (11 lines, minimized to 3)
# first difference:
#   <module>: fallback: a return, break or continue leaving a try or with statement without the code the compiler runs before it
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 BEFORE_WITH                                 |      2 LOAD_NAME SystemError
#        3 POP_TOP                                     |      3 LOAD_CONST 'glassbox: could not reconstruct a return, break or continue leaving a try or with statement without the code the compiler runs before it at offset 136'
#        4 LOAD_NAME x                                 |      4 PRECALL 1
with x, x:
    assert (x if x else x) and x
v4 = x
