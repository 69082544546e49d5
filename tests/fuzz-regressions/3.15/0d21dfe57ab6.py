# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: a comprehension lift could not rebuild
# from: seed 1, program 1302 (13 lines, minimized to 1)
# first difference:
#   <module>: fallback: a comprehension lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME v5                                | >>   1 LOAD_NAME SystemError
#        2 LOAD_NAME x                                 |      2 PUSH_NULL
#        3 LOAD_FAST_AND_CLEAR v6                      |      3 LOAD_CONST 'glassbox: could not reconstruct a comprehension lift could not rebuild at offset 26'
#        4 LOAD_FAST_AND_CLEAR v7                      |      4 CALL 1
v5 &= [x for (v6, v7) in x for (v8, v9) in x if x if x > x is not x and x]
