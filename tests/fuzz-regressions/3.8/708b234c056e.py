# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: JUMP_IF_TRUE_OR_POP with another target
# from: seed 1, program 1791 (8 lines, minimized to 1)
# first difference:
#   <module>: instructions: JUMP_IF_TRUE_OR_POP with another target
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#   >>   1 JUMP_IF_TRUE_OR_POP -> 13                   | >>   1 JUMP_IF_TRUE_OR_POP -> 17
#        2 LOAD_NAME x                                 |      2 LOAD_NAME x
#        3 JUMP_IF_TRUE_OR_POP -> 13                   |      3 JUMP_IF_TRUE_OR_POP -> 17
#        4 LOAD_NAME x                                 |      4 LOAD_NAME x
x or x or (x and x and x or x or x)
