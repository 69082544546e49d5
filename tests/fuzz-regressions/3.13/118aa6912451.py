# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: the normal exit of a try or with statement lift could not find
# from: 11-00034.py (44 lines, minimized to 13)
# first difference:
#   <module>: fallback: the normal exit of a try or with statement lift could not find
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 STORE_NAME v19                              |      2 PUSH_NULL
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct the normal exit of a try or with statement lift could not find at offset 4'
#        4 COPY 1                                      |      4 CALL 1
# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: the normal exit of a try or with statement lift could not find
# from: seed 11, program 34
# first difference:
#   f15: fallback: the normal exit of a try or with statement lift could not find
#   >>   0 MAKE_CELL p16                               | >>   0 RETURN_GENERATOR
#        1 MAKE_CELL p17                               |      1 POP_TOP
#        2 MAKE_CELL e22                               |      2 RESUME 0
#        3 MAKE_CELL v18                               |      3 LOAD_GLOBAL SystemError + NULL
try:
    v19 = x
finally:
    x.b &= 2 if x else x
