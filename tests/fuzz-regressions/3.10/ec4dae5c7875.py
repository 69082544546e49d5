# glassbox fuzz reproducer: Python 3.10, differs
# cause: instructions: JUMP_IF_FALSE_OR_POP with another target
# from: seed 1, program 1321 (9 lines, minimized to 1)
# first difference:
#   <module>: instructions: JUMP_IF_FALSE_OR_POP with another target
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#   >>   1 JUMP_IF_FALSE_OR_POP -> 16                  | >>   1 JUMP_IF_FALSE_OR_POP -> 12
#        2 LOAD_NAME x                                 |      2 LOAD_NAME x
#        3 JUMP_IF_FALSE_OR_POP -> 19                  |      3 JUMP_IF_FALSE_OR_POP -> 15
#        4 LOAD_NAME x                                 |      4 LOAD_NAME x
x and x and x and ((x or True) or x or (x))
