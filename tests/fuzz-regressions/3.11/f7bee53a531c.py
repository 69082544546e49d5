# glassbox fuzz reproducer: Python 3.11, differs
# cause: instructions: JUMP_IF_TRUE_OR_POP with another target
# from: seed 1, program 599 (10 lines, minimized to 1)
# first difference:
#   <module>: instructions: JUMP_IF_TRUE_OR_POP with another target
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME v7                                |      1 LOAD_NAME v7
#        2 LOAD_NAME x                                 |      2 LOAD_NAME x
#   >>   3 JUMP_IF_TRUE_OR_POP -> 7                    | >>   3 JUMP_IF_TRUE_OR_POP -> 5
#        4 LOAD_CONST ''                               |      4 LOAD_NAME x
#        5 JUMP_IF_TRUE_OR_POP -> 7                    |      5 BINARY_OP 25 (^=)
#        6 LOAD_NAME x                                 |      6 STORE_NAME v7
v7 ^= x or "" and x or x
