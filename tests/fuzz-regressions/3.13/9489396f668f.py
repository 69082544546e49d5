# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: the normal exit of a try or with statement lift could not find
# from: 11-00237.py (20 lines, minimized to 17)
# first difference:
#   <module>: fallback: the normal exit of a try or with statement lift could not find
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME v1                                | >>   1 LOAD_NAME SystemError
#        2 LOAD_NAME x                                 |      2 PUSH_NULL
#        3 BINARY_OP 19 (%=)                           |      3 LOAD_CONST 'glassbox: could not reconstruct the normal exit of a try or with statement lift could not find at offset 4'
#        4 STORE_NAME v1                               |      4 CALL 1
# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: the normal exit of a try or with statement lift could not find
# from: seed 11, program 237
# first difference:
#   <module>: fallback: the normal exit of a try or with statement lift could not find
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME v1                                | >>   1 LOAD_NAME SystemError
#        2 LOAD_NAME next                              |      2 PUSH_NULL
#        3 BINARY_OP 19 (%=)                           |      3 LOAD_CONST 'glassbox: could not reconstruct the normal exit of a try or with statement lift could not find at offset 4'
#        4 STORE_NAME v1                               |      4 CALL 1
try:
    v1 %= x
finally:
    for v4 in (x):
        break
    else:
        raise x from x
