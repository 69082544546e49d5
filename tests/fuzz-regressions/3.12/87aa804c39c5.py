# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: a chained comparison lift could not rebuild
# from: p76.py (43 lines, minimized to 1)
# first difference:
#   <module>: fallback: a chained comparison lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 LOAD_NAME x                                 |      2 LOAD_NAME SystemError
#        3 SWAP 2                                      |      3 LOAD_CONST 'glassbox: could not reconstruct a chained comparison lift could not rebuild at offset 16'
#        4 COPY 2                                      |      4 CALL 1
x != x <= x >= (x if x else x)
