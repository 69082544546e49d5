# glassbox fuzz reproducer: Python 3.14, marked-fallback
# cause: fallback: the normal exit of a try or with statement lift could not find
# from: seed 1, program 1366 (10 lines, minimized to 4)
# first difference:
#   <module>: fallback: the normal exit of a try or with statement lift could not find
#   >>   0 MAKE_CELL __conditional_annotations__       | >>   0 RESUME 0
#        1 RESUME 0                                    |      1 LOAD_NAME SystemError
#        2 LOAD_CONST <code __annotate__>              |      2 PUSH_NULL
#        3 MAKE_FUNCTION                               |      3 LOAD_CONST 'glassbox: could not reconstruct the normal exit of a try or with statement lift could not find at offset 14'
try:
    del v1, v2
finally:
    v20: x
