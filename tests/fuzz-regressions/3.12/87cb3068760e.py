# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: a comprehension whose loop lift could not rebuild
# from: p3.12-1.py (26 lines, minimized to 1)
# first difference:
#   <module>: fallback: a comprehension whose loop lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 LOAD_CONST <code <genexpr>>                 |      2 LOAD_NAME SystemError
#        3 MAKE_FUNCTION 0                             |      3 LOAD_CONST 'glassbox: could not reconstruct a comprehension whose loop lift could not rebuild at offset 12'
#        4 LOAD_NAME x                                 |      4 CALL 1
lambda p9, *p10, p11=x, p15=(x for v18 in x if x or x or x or x and x < x != x != x if x), **p19: x
