# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: the normal exit of a try or with statement lift could not find
# from: 11-00191.py (54 lines, minimized to 15)
# first difference:
#   <module>: fallback: the normal exit of a try or with statement lift could not find
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_BUILD_CLASS                            | >>   1 LOAD_NAME SystemError
#        2 PUSH_NULL                                   |      2 PUSH_NULL
#        3 LOAD_CONST <code C1>                        |      3 LOAD_CONST 'glassbox: could not reconstruct the normal exit of a try or with statement lift could not find at offset 4'
#        4 MAKE_FUNCTION                               |      4 CALL 1
# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: the normal exit of a try or with statement lift could not find
# from: seed 11, program 191
# first difference:
#   <module>: fallback: the normal exit of a try or with statement lift could not find
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME max                               | >>   1 LOAD_NAME SystemError
#        2 PUSH_NULL                                   |      2 PUSH_NULL
#        3 LOAD_NAME tuple                             |      3 LOAD_CONST 'glassbox: could not reconstruct the normal exit of a try or with statement lift could not find at offset 4'
#        4 UNARY_NEGATIVE                              |      4 CALL 1
try:
    class C1:
        pass
finally:
    e40 += x if x else x
