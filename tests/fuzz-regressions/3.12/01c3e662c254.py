# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: a comprehension lift could not rebuild
# from: p3.12-61.py (23 lines, minimized to 1)
# first difference:
#   <module>: fallback: a comprehension lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 GET_ITER                                    |      2 LOAD_NAME SystemError
#        3 LOAD_FAST_AND_CLEAR v15                     |      3 LOAD_CONST 'glassbox: could not reconstruct a comprehension lift could not rebuild at offset 14'
#        4 SWAP 2                                      |      4 CALL 1
v16 = {x: x for v15 in x if not x and 1e100 or x if x}
