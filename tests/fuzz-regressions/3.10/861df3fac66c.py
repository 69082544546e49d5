# glassbox fuzz reproducer: Python 3.10, differs
# cause: instructions: JUMP_IF_TRUE_OR_POP with another target
# from: seed 1, program 1787 (11 lines, minimized to 1)
# first difference:
#   <module>: instructions: JUMP_IF_TRUE_OR_POP with another target
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#   >>   1 JUMP_IF_TRUE_OR_POP -> 8                    | >>   1 JUMP_IF_TRUE_OR_POP -> 6
#        2 LOAD_CONST 2                                |      2 LOAD_CONST 2
#        3 JUMP_IF_TRUE_OR_POP -> 11                   |      3 POP_TOP
#        4 LOAD_NAME x                                 |      4 LOAD_CONST None
((x) or (2) or x) or (x)
