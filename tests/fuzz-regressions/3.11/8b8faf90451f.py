# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a chained comparison lift could not rebuild
# from: 11-00029.py (69 lines, minimized to 11)
# first difference:
#   <module>: fallback: a chained comparison lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#        1 PUSH_NULL                                   |      1 PUSH_NULL
#   >>   2 LOAD_NAME x                                 | >>   2 LOAD_NAME SystemError
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct a chained comparison lift could not rebuild at offset 22'
#        4 LOAD_NAME x                                 |      4 PRECALL 1
#        5 LOAD_NAME x                                 |      5 CALL 1
# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a chained comparison lift could not rebuild
# from: seed 11, program 29
# first difference:
#   <module>: fallback: a chained comparison lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 SETUP_ANNOTATIONS                           | >>   1 PUSH_NULL
#        2 LOAD_NAME TypeError                         |      2 LOAD_NAME SystemError
#        3 LOAD_CONST ''                               |      3 LOAD_CONST 'glassbox: could not reconstruct a chained comparison lift could not rebuild at offset 1284'
#        4 BINARY_OP 12 (^)                            |      4 PRECALL 1
x(x, flag=(x) if x != x == x is None else x)
