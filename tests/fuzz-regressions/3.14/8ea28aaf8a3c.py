# glassbox fuzz reproducer: Python 3.14, marked-fallback
# cause: fallback: a try or with statement lift could not rebuild (__glassbox_pop_except_ left)
# from: seed 1, program 1183 (20 lines, minimized to 6)
# first difference:
#   <module>: fallback: a try or with statement lift could not rebuild (__glassbox_pop_except_ left)
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 POP_TOP                                     |      2 PUSH_NULL
#        3 LOAD_CONST None                             |      3 LOAD_CONST 'glassbox: could not reconstruct a try or with statement lift could not rebuild (__glassbox_pop_except_ left) at offset 0'
#        4 RETURN_VALUE                                |      4 CALL 1
try:
    x
except x:
    match x:
        case (2.5) | 0.5 | 0:
            pass
