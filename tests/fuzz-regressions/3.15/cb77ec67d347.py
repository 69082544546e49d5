# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: a statement inside an expression
# from: seed 1, program 208 (9 lines, minimized to 2)
# first difference:
#   <module>: fallback: a statement inside an expression
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 COPY 1                                      |      2 PUSH_NULL
#        3 TO_BOOL                                     |      3 LOAD_CONST 'glassbox: could not reconstruct a statement inside an expression at offset 58'
#        4 POP_JUMP_IF_FALSE -> 12                     |      4 CALL 1
v4 = (x and x) or x
assert x, x
