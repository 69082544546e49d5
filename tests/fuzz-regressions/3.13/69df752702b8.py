# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: a statement inside an expression
# from: seed 1, program 1248 (8 lines, minimized to 1)
# first difference:
#   <module>: fallback: a statement inside an expression
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 PUSH_NULL                                   |      2 PUSH_NULL
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct a statement inside an expression at offset 36'
#        4 LOAD_NAME x                                 |      4 CALL 1
x(x, x if x else x if x or 0o16 else x, x, flag=x)
