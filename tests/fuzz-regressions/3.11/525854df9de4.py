# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a comprehension whose loop lift could not rebuild
# from: 11-00050.py (70 lines, minimized to 11)
# first difference:
#   <module>: fallback: a comprehension whose loop lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_CONST <code <genexpr>>                 | >>   1 PUSH_NULL
#        2 MAKE_FUNCTION 0                             |      2 LOAD_NAME SystemError
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct a comprehension whose loop lift could not rebuild at offset 14'
#        4 GET_ITER                                    |      4 PRECALL 1
# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a comprehension whose loop lift could not rebuild
# from: seed 11, program 50
# first difference:
#   <module>: fallback: a comprehension whose loop lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME v1                                | >>   1 PUSH_NULL
#        2 LOAD_NAME isinstance                        |      2 LOAD_NAME SystemError
#        3 BINARY_OP 23 (-=)                           |      3 LOAD_CONST 'glassbox: could not reconstruct a comprehension whose loop lift could not rebuild at offset 864'
#        4 STORE_NAME v1                               |      4 PRECALL 1
(x for v50, *v51 in x if x if x for v52, v53 in (x) if not 1e100 if x for (v54, v55, v56) in x)
