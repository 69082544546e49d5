# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: a comprehension whose loop lift could not rebuild
# from: seed 1, program 1595 (8 lines, minimized to 2)
# first difference:
#   <module>: fallback: a comprehension whose loop lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_CONST <code <genexpr>>                 | >>   1 LOAD_NAME SystemError
#        2 MAKE_FUNCTION                               |      2 PUSH_NULL
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct a comprehension whose loop lift could not rebuild at offset 10'
#        4 CALL 0                                      |      4 CALL 1
while (x for v1, v2 in x if not 1j):
    pass
