# glassbox fuzz reproducer: Python 3.10, marked-fallback
# cause: fallback: a comprehension lift could not rebuild
# from: seed 1, program 1445 (8 lines, minimized to 1)
# first difference:
#   <module>: fallback: a comprehension whose loop lift could not rebuild
#   >>   0 LOAD_CONST <code <setcomp>>                 | >>   0 LOAD_NAME SystemError
#        1 LOAD_CONST '<setcomp>'                      |      1 LOAD_CONST 'glassbox: could not reconstruct a comprehension whose loop lift could not rebuild at offset 10'
#        2 MAKE_FUNCTION 0                             |      2 CALL_FUNCTION 1
#        3 LOAD_NAME x                                 |      3 RAISE_VARARGS 1
{7 if x or ... else x for (v5, v6) in x if x if x}
