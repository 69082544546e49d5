# glassbox fuzz reproducer: Python 3.13, differs
# cause: instructions: POP_JUMP_IF_TRUE with another target
# from: seed 1, program 599 (10 lines, minimized to 1)
# first difference:
#   <module>: instructions: POP_JUMP_IF_TRUE with another target
#        2 LOAD_NAME x                                 |      2 LOAD_NAME x
#        3 COPY 1                                      |      3 COPY 1
#        4 TO_BOOL                                     |      4 TO_BOOL
#   >>   5 POP_JUMP_IF_TRUE -> 13                      | >>   5 POP_JUMP_IF_TRUE -> 8
#        6 POP_TOP                                     |      6 POP_TOP
#        7 LOAD_CONST ''                               |      7 LOAD_NAME x
#        8 COPY 1                                      |      8 BINARY_OP 25 (^=)
v7 ^= x or "" and x or x
