# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a statement inside an expression
# from: seed 1, program 1248 (8 lines, minimized to 1)
# first difference:
#   <module>: fallback: a statement inside an expression
#        0 RESUME 0                                    |      0 RESUME 0
#        1 PUSH_NULL                                   |      1 PUSH_NULL
#   >>   2 LOAD_NAME x                                 | >>   2 LOAD_NAME SystemError
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct a statement inside an expression at offset 18'
#        4 LOAD_NAME x                                 |      4 PRECALL 1
#        5 POP_JUMP_FORWARD_IF_FALSE -> 8              |      5 CALL 1
x(x, x if x else x if x or 0o16 else x, x, flag=x)
