# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: a chained comparison lift could not rebuild
# from: 11-00092.py (38 lines, minimized to 11)
# first difference:
#   <module>: fallback: a chained comparison lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 LOAD_NAME x                                 |      2 LOAD_NAME SystemError
#        3 SWAP 2                                      |      3 LOAD_CONST 'glassbox: could not reconstruct a chained comparison lift could not rebuild at offset 12'
#        4 COPY 2                                      |      4 CALL 1
# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: a chained comparison lift could not rebuild
# from: seed 11, program 92
# first difference:
#   <module>: fallback: a chained comparison lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME min                               | >>   1 PUSH_NULL
#        2 COPY 1                                      |      2 LOAD_NAME SystemError
#        3 POP_JUMP_IF_TRUE -> 7                       |      3 LOAD_CONST 'glassbox: could not reconstruct a chained comparison lift could not rebuild at offset 34'
#        4 POP_TOP                                     |      4 CALL 1
assert x is not x not in (x < x in x) >= (x), x
