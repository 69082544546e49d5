# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a try or with statement lift could not rebuild (__glassbox_pop_except_ left)
# from: seed 1, program 12 (36 lines, minimized to 8)
# first difference:
#   <module>: fallback: a try or with statement lift could not rebuild (__glassbox_pop_except_ left)
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME v2                                | >>   1 PUSH_NULL
#        2 LOAD_NAME x                                 |      2 LOAD_NAME SystemError
#        3 BINARY_OP 18 (*=)                           |      3 LOAD_CONST 'glassbox: could not reconstruct a try or with statement lift could not rebuild (__glassbox_pop_except_ left) at offset 0'
#        4 STORE_NAME v2                               |      4 PRECALL 1
try:
    v2 *= x
except x as e3:
    try:
        with x as v4, x as v8:
            pass
    except x as e15:
        pass
