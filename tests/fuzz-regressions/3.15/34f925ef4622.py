# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: a chained comparison lift could not rebuild
# from: seed 1, program 397 (8 lines, minimized to 2)
# first difference:
#   <module>: fallback: a chained comparison lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 LOAD_NAME x                                 |      2 PUSH_NULL
#        3 SWAP 2                                      |      3 LOAD_CONST 'glassbox: could not reconstruct a chained comparison lift could not rebuild at offset 16'
#        4 COPY 2                                      |      4 CALL 1
while x > x <= (x) > (x):
    pass
