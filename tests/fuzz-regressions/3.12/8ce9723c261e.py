# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: a comprehension lift could not rebuild
# from: seed 1, program 194 (12 lines, minimized to 2)
# first difference:
#   <module>: fallback: a comprehension lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 GET_ITER                                    |      2 LOAD_NAME SystemError
#        3 LOAD_FAST_AND_CLEAR v9                      |      3 LOAD_CONST 'glassbox: could not reconstruct a comprehension lift could not rebuild at offset 20'
#        4 LOAD_FAST_AND_CLEAR v10                     |      4 CALL 1
for v13 in {x: x for v9 in x if x for (v10, v11) in (x if x or (.5) else x) for v12 in x if x if x}:
    pass
