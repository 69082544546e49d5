# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a comprehension whose loop lift could not rebuild
# from: 11-00039.py (42 lines, minimized to 12)
# first difference:
#   <module>: fallback: a comprehension whose loop lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_CONST <code <setcomp>>                 | >>   1 PUSH_NULL
#        2 MAKE_FUNCTION 0                             |      2 LOAD_NAME SystemError
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct a comprehension whose loop lift could not rebuild at offset 14'
#        4 GET_ITER                                    |      4 PRECALL 1
# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a comprehension whose loop lift could not rebuild
# from: seed 11, program 39
# first difference:
#   <module>: fallback: a comprehension whose loop lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 SETUP_ANNOTATIONS                           | >>   1 PUSH_NULL
#        2 LOAD_CONST 2                                |      2 LOAD_NAME SystemError
#        3 COPY 1                                      |      3 LOAD_CONST 'glassbox: could not reconstruct a comprehension whose loop lift could not rebuild at offset 144'
#        4 STORE_NAME v1                               |      4 PRECALL 1
with {x for (v3, v4) in x if x if x for v6 in 6 if not "\r\x7f" '' if x for v7, *v8 in x} as v9:
    pass
