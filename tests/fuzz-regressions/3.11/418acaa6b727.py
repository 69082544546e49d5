# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a comprehension whose loop lift could not rebuild
# from: 11-00052.py (41 lines, minimized to 12)
# first difference:
#   <module>: fallback: a comprehension whose loop lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME v1                                | >>   1 PUSH_NULL
#        2 LOAD_CONST <code <genexpr>>                 |      2 LOAD_NAME SystemError
#        3 MAKE_FUNCTION 0                             |      3 LOAD_CONST 'glassbox: could not reconstruct a comprehension whose loop lift could not rebuild at offset 16'
#        4 LOAD_NAME x                                 |      4 PRECALL 1
# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a comprehension whose loop lift could not rebuild
# from: seed 11, program 52
# first difference:
#   <module>: fallback: a comprehension whose loop lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#        1 PUSH_NULL                                   |      1 PUSH_NULL
#   >>   2 LOAD_NAME range                             | >>   2 LOAD_NAME SystemError
#        3 LOAD_CONST '\x7f'                           |      3 LOAD_CONST 'glassbox: could not reconstruct a comprehension whose loop lift could not rebuild at offset 112'
#        4 BINARY_SUBSCR                               |      4 PRECALL 1
#        5 LOAD_CONST 8                                |      5 CALL 1
v1 -= (x for v2, v3 in x if not 3.14 if x)
