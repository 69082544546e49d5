# glassbox fuzz reproducer: Python 3.10, marked-fallback
# cause: fallback: a comprehension whose loop lift could not rebuild
# from: seed 1, program 1017 (8 lines, minimized to 1)
# first difference:
#   <module>: fallback: a comprehension whose loop lift could not rebuild
#   >>   0 LOAD_CONST <code <dictcomp>>                | >>   0 LOAD_NAME SystemError
#        1 LOAD_CONST '<dictcomp>'                     |      1 LOAD_CONST 'glassbox: could not reconstruct a comprehension whose loop lift could not rebuild at offset 10'
#        2 MAKE_FUNCTION 0                             |      2 CALL_FUNCTION 1
#        3 LOAD_CONST 8                                |      3 RAISE_VARARGS 1
v7 = v8 = {x: x for v5 in 8 if 5 for v6 in x if x if not 465}
