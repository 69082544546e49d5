# glassbox fuzz reproducer: Python 3.14, marked-fallback
# cause: fallback: a short-circuit operand lift could not rebuild
# from: p230.py (33 lines, minimized to 2)
# first difference:
#   <module>: fallback: a short-circuit operand lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 GET_ITER                                    |      2 PUSH_NULL
#        3 FOR_ITER -> 16                              |      3 LOAD_CONST 'glassbox: could not reconstruct a short-circuit operand lift could not rebuild at offset 24'
#        4 STORE_NAME v53                              |      4 CALL 1
for v53 in x:
    x and (x)
