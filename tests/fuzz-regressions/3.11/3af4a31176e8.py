# glassbox fuzz reproducer: Python 3.11, differs
# cause: instructions: POP_JUMP_FORWARD_IF_TRUE with another target
# from: seed 1, program 810 (8 lines, minimized to 2)
# first difference:
#   <module>: instructions: POP_JUMP_FORWARD_IF_TRUE with another target
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#   >>   2 POP_JUMP_FORWARD_IF_TRUE -> 7               | >>   2 POP_JUMP_FORWARD_IF_TRUE -> 9
#        3 LOAD_NAME x                                 |      3 LOAD_NAME x
#        4 POP_JUMP_BACKWARD_IF_FALSE -> 3             |      4 POP_JUMP_FORWARD_IF_TRUE -> 11
#        5 LOAD_CONST None                             |      5 LOAD_NAME x
while not x:
    pass
