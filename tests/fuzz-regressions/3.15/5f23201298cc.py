# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: a try or with statement lift could not rebuild (__glassbox_pop_except_ left)
# from: seed 1, program 926 (21 lines, minimized to 6)
# first difference:
#   <module>: fallback: a try or with statement lift could not rebuild (__glassbox_pop_except_ left)
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_SMALL_INT 0                            | >>   1 LOAD_NAME SystemError
#        2 LOAD_COMMON_CONSTANT 7 (None)               |      2 PUSH_NULL
#        3 IMPORT_NAME json + eager                    |      3 LOAD_CONST 'glassbox: could not reconstruct a try or with statement lift could not rebuild (__glassbox_pop_except_ left) at offset 0'
#        4 STORE_NAME v8                               |      4 CALL 1
try:
    import json as v8
except x as e9:
    pass
finally:
    raise x
