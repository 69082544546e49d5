# glassbox fuzz reproducer: Python 3.10, differs
# cause: instructions: POP_JUMP_IF_TRUE with another target
# from: seed 1, program 810 (8 lines, minimized to 2)
# first difference:
#   <module>: instructions: POP_JUMP_IF_TRUE with another target
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#   >>   1 POP_JUMP_IF_TRUE -> 6                       | >>   1 POP_JUMP_IF_TRUE -> 8
#        2 LOAD_NAME x                                 |      2 LOAD_NAME x
#        3 POP_JUMP_IF_FALSE -> 2                      |      3 POP_JUMP_IF_TRUE -> 10
#        4 LOAD_CONST None                             |      4 LOAD_NAME x
while not x:
    pass
