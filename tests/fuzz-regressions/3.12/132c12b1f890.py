# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: the normal exit of a try or with statement lift could not find
# from: 11-00181.py (34 lines, minimized to 20)
# first difference:
#   <module>: fallback: the normal exit of a try or with statement lift could not find
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 GET_ITER                                    |      2 LOAD_NAME SystemError
#        3 FOR_ITER -> 24                              |      3 LOAD_CONST 'glassbox: could not reconstruct the normal exit of a try or with statement lift could not find at offset 22'
#        4 UNPACK_SEQUENCE 3                           |      4 CALL 1
# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: the normal exit of a try or with statement lift could not find
# from: seed 11, program 181
# first difference:
#   <module>: fallback: the normal exit of a try or with statement lift could not find
#        0 RESUME 0                                    |      0 RESUME 0
#        1 PUSH_NULL                                   |      1 PUSH_NULL
#   >>   2 LOAD_NAME ValueError                        | >>   2 LOAD_NAME SystemError
#        3 LOAD_NAME max                               |      3 LOAD_CONST 'glassbox: could not reconstruct the normal exit of a try or with statement lift could not find at offset 254'
#        4 LOAD_NAME KeyError                          |      4 CALL 1
#        5 BUILD_LIST 2                                |      5 RAISE_VARARGS 1
for v1, v2, v3 in x:
    try:
        x
    except x:
        pass
    else:
        break
    finally:
        x(x if x else x, end=x, default=x)
