# glassbox fuzz reproducer: Python 3.14, marked-fallback
# cause: fallback: a comprehension whose loop lift could not rebuild
# from: seed 1, program 1617 (8 lines, minimized to 1)
# first difference:
#   <module>: fallback: a comprehension whose loop lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 COPY 1                                      |      2 PUSH_NULL
#        3 LOAD_CONST <code <genexpr>>                 |      3 LOAD_CONST 'glassbox: could not reconstruct a comprehension whose loop lift could not rebuild at offset 14'
#        4 MAKE_FUNCTION                               |      4 CALL 1
(x for v2 in x if False for v3 in x for v4 in x)[x] = (x.b, x[x]) = x
