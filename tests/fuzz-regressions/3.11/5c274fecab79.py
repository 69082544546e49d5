# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a chained comparison lift could not rebuild
# from: 11-00028.py (43 lines, minimized to 11)
# first difference:
#   <module>: fallback: a chained comparison lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 LOAD_NAME x                                 |      2 LOAD_NAME SystemError
#        3 SWAP 2                                      |      3 LOAD_CONST 'glassbox: could not reconstruct a chained comparison lift could not rebuild at offset 16'
#        4 COPY 2                                      |      4 PRECALL 1
# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a chained comparison lift could not rebuild
# from: seed 11, program 28
# first difference:
#   <module>: fallback: a chained comparison lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 SETUP_ANNOTATIONS                           | >>   1 PUSH_NULL
#        2 LOAD_NAME max                               |      2 LOAD_NAME SystemError
#        3 LOAD_NAME isinstance                        |      3 LOAD_CONST 'glassbox: could not reconstruct a chained comparison lift could not rebuild at offset 904'
#        4 IS_OP 0                                     |      4 PRECALL 1
assert (x) > x is (x and x), x
