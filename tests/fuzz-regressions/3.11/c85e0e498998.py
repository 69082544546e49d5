# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a comprehension lift could not rebuild
# from: 11-00053.py (19 lines, minimized to 11)
# first difference:
#   <module>: fallback: a comprehension whose loop lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#        1 PUSH_NULL                                   |      1 PUSH_NULL
#   >>   2 LOAD_NAME x                                 | >>   2 LOAD_NAME SystemError
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct a comprehension whose loop lift could not rebuild at offset 20'
#        4 LOAD_CONST <code <setcomp>>                 |      4 PRECALL 1
#        5 MAKE_FUNCTION 0                             |      5 CALL 1
# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a comprehension lift could not rebuild
# from: seed 11, program 53
# first difference:
#   <module>: fallback: a comprehension whose loop lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_CONST None                             | >>   1 PUSH_NULL
#        2 LOAD_CONST 54                               |      2 LOAD_NAME SystemError
#        3 BINARY_OP 1 (&)                             |      3 LOAD_CONST 'glassbox: could not reconstruct a comprehension whose loop lift could not rebuild at offset 310'
#        4 PUSH_NULL                                   |      4 PRECALL 1
x(x, k={x for v5 in 7 for (v6, v7, v8) in [x] if x for v9 in x if x}, sep=x)
