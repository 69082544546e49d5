# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: JUMP_IF_FALSE_OR_POP with another target
# from: seed 1, program 839 (7 lines, minimized to 1)
# first difference:
#   <module>: instructions: JUMP_IF_FALSE_OR_POP with another target
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#   >>   1 JUMP_IF_FALSE_OR_POP -> 9                   | >>   1 JUMP_IF_FALSE_OR_POP -> 13
#        2 LOAD_CONST 3                                |      2 LOAD_CONST False
#        3 POP_JUMP_IF_TRUE -> 6                       |      3 POP_JUMP_IF_FALSE -> 10
#        4 LOAD_NAME x                                 |      4 LOAD_NAME x
v4, v2 = x and (3 or x) and (x) and (x)
