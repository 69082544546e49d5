# glassbox fuzz reproducer: Python 3.8, marked-fallback
# cause: fallback: a comprehension lift could not rebuild
# from: seed 1, program 1646 (6 lines, minimized to 1)
# first difference:
#   <module>: fallback: a comprehension whose loop lift could not rebuild
#   >>   0 LOAD_NAME x                                 | >>   0 LOAD_NAME SystemError
#        1 LOAD_NAME x                                 |      1 LOAD_CONST 'glassbox: could not reconstruct a comprehension whose loop lift could not rebuild at offset 22'
#        2 LOAD_CONST None                             |      2 CALL_FUNCTION 1
#        3 LOAD_NAME x                                 |      3 RAISE_VARARGS 1
x[:x, x, {x: x for v8 in x for v9, v10, v11 in 4 if x if x or x or 3 for v12, v13 in x}:] = x
