# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: the normal exit of a try or with statement lift could not find
# from: 11-00003.py (63 lines, minimized to 17)
# first difference:
#   <module>: fallback: the normal exit of a try or with statement lift could not find
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 COPY 1                                      |      2 PUSH_NULL
#        3 LOAD_ATTR a                                 |      3 LOAD_CONST 'glassbox: could not reconstruct the normal exit of a try or with statement lift could not find at offset 6'
#        4 LOAD_NAME x                                 |      4 CALL 1
# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: the normal exit of a try or with statement lift could not find
# from: seed 11, program 3
# first difference:
#   <module>: fallback: the normal exit of a try or with statement lift could not find
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 SETUP_ANNOTATIONS                           | >>   1 LOAD_NAME SystemError
#        2 LOAD_NAME int                               |      2 PUSH_NULL
#        3 PUSH_NULL                                   |      3 LOAD_CONST 'glassbox: could not reconstruct the normal exit of a try or with statement lift could not find at offset 1638'
#        4 LOAD_NAME min                               |      4 CALL 1
try:
    try:
        x.a ^= x
    finally:
        assert x
finally:
    import collections.abc
