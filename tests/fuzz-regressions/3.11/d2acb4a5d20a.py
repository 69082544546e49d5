# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a comprehension whose loop lift could not rebuild
# from: 11-00037.py (59 lines, minimized to 7)
# first difference:
#   <module>: fallback: a comprehension whose loop lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_CONST <code <genexpr>>                 | >>   1 PUSH_NULL
#        2 MAKE_FUNCTION 0                             |      2 LOAD_NAME SystemError
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct a comprehension whose loop lift could not rebuild at offset 14'
#        4 GET_ITER                                    |      4 PRECALL 1
# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a comprehension whose loop lift could not rebuild
# from: seed 11, program 37
# first difference:
#   <module>: co_consts: item vs item
#   9 vs 'k'
(x for (v15, v16) in x if x if None)
