# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: a chained comparison lift could not rebuild
# from: 11-00013.py (69 lines, minimized to 12)
# first difference:
#   <module>: fallback: a chained comparison lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 LOAD_NAME x                                 |      2 LOAD_NAME SystemError
#        3 SWAP 2                                      |      3 LOAD_CONST 'glassbox: could not reconstruct a chained comparison lift could not rebuild at offset 12'
#        4 COPY 2                                      |      4 CALL 1
# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: a chained comparison lift could not rebuild
# from: seed 11, program 13
# first difference:
#   <module>: fallback: a chained comparison lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 SETUP_ANNOTATIONS                           | >>   1 PUSH_NULL
#        2 LOAD_NAME max                               |      2 LOAD_NAME SystemError
#        3 LOAD_NAME int                               |      3 LOAD_CONST 'glassbox: could not reconstruct a chained comparison lift could not rebuild at offset 1128'
#        4 COMPARE_OP 55 (!=)                          |      4 CALL 1
if x is x <= (x if x else x) == x:
    pass
