# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a comprehension whose loop lift could not rebuild
# from: 11-00036.py (38 lines, minimized to 10)
# first difference:
#   <module>: fallback: a comprehension whose loop lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_CONST <code <listcomp>>                | >>   1 PUSH_NULL
#        2 MAKE_FUNCTION 0                             |      2 LOAD_NAME SystemError
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct a comprehension whose loop lift could not rebuild at offset 14'
#        4 GET_ITER                                    |      4 PRECALL 1
# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a comprehension whose loop lift could not rebuild
# from: seed 11, program 36
# first difference:
#   f4: fallback: a comprehension whose loop lift could not rebuild
#   >>   0 MAKE_CELL p5                                | >>   0 RESUME 0
#        1 MAKE_CELL v13                               |      1 LOAD_GLOBAL NULL + SystemError
#        2 MAKE_CELL v28                               |      2 LOAD_CONST 'glassbox: could not reconstruct a comprehension whose loop lift could not rebuild at offset 350'
#        3 MAKE_CELL v33                               |      3 PRECALL 1
[x for v10 in x for v11 in x if not ... for v12 in x if (x) if x]
