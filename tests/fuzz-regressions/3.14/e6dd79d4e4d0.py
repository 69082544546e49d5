# glassbox fuzz reproducer: Python 3.14, marked-fallback
# cause: fallback: the normal exit of a try or with statement lift could not find
# from: 11-00042.py (73 lines, minimized to 16)
# first difference:
#   <module>: fallback: the normal exit of a try or with statement lift could not find
#   >>   0 MAKE_CELL __conditional_annotations__       | >>   0 RESUME 0
#        1 RESUME 0                                    |      1 LOAD_NAME SystemError
#        2 LOAD_CONST <code __annotate__>              |      2 PUSH_NULL
#        3 MAKE_FUNCTION                               |      3 LOAD_CONST 'glassbox: could not reconstruct the normal exit of a try or with statement lift could not find at offset 16'
# glassbox fuzz reproducer: Python 3.14, marked-fallback
# cause: fallback: the normal exit of a try or with statement lift could not find
# from: seed 11, program 42
# first difference:
#   <module>: fallback: the normal exit of a try or with statement lift could not find
#   >>   0 MAKE_CELL __conditional_annotations__       | >>   0 RESUME 0
#        1 RESUME 0                                    |      1 LOAD_NAME SystemError
#        2 LOAD_CONST <code __annotate__>              |      2 PUSH_NULL
#        3 MAKE_FUNCTION                               |      3 LOAD_CONST 'glassbox: could not reconstruct the normal exit of a try or with statement lift could not find at offset 1400'
try:
    try:
        raise x
    except x:
        pass
finally:
    v57: x
