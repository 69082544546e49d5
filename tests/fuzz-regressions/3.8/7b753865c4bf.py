# glassbox fuzz reproducer: Python 3.8, marked-fallback
# cause: fallback: a comprehension whose loop lift could not rebuild
# from: seed 1, program 1900 (10 lines, minimized to 2)
# first difference:
#   <module>: fallback: a comprehension whose loop lift could not rebuild
#   >>   0 LOAD_CONST <code <genexpr>>                 | >>   0 LOAD_NAME SystemError
#        1 LOAD_CONST '<genexpr>'                      |      1 LOAD_CONST 'glassbox: could not reconstruct a comprehension whose loop lift could not rebuild at offset 10'
#        2 MAKE_FUNCTION 0                             |      2 CALL_FUNCTION 1
#        3 LOAD_NAME x                                 |      3 RAISE_VARARGS 1
if (x for v13 in x if x and x and (x or r'a\b') and x for v14 in x if x if 8 for v15 in x):
    pass
