# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a comprehension lift could not rebuild
# from: seed 1, program 281 (8 lines, minimized to 1)
# first difference:
#   <module>: fallback: a comprehension whose loop lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_CONST <code <setcomp>>                 | >>   1 PUSH_NULL
#        2 MAKE_FUNCTION 0                             |      2 LOAD_NAME SystemError
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct a comprehension whose loop lift could not rebuild at offset 14'
#        4 GET_ITER                                    |      4 PRECALL 1
[*v8, [v5, v6, *v7], (x[x], x.x)] = x.b = {x for v3 in x if x if x or x or u'}\u00e9' '\"' or (x)}
