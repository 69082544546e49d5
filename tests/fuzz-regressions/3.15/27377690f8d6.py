# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: a lambda whose body is not one expression
# from: seed 1, program 238 (26 lines, minimized to 1)
# first difference:
#   <lambda>: fallback: a lambda whose body is not one expression
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_GLOBAL x                               | >>   1 LOAD_GLOBAL __glassbox_unreconstructed__ + NULL
#        2 TO_BOOL                                     |      2 CALL 0
#        3 POP_JUMP_IF_FALSE -> 7                      |      3 RETURN_VALUE
v9: x = lambda p10, /, *p11, p12=x: x if x else x
