# glassbox fuzz reproducer: Python 3.11, differs
# cause: instructions: POP_JUMP_FORWARD_IF_FALSE with another target
# from: seed 1, program 1272 (8 lines, minimized to 3)
# first difference:
#   <module>: instructions: POP_JUMP_FORWARD_IF_FALSE with another target
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#   >>   2 POP_JUMP_FORWARD_IF_FALSE -> 9              | >>   2 POP_JUMP_FORWARD_IF_FALSE -> 11
#        3 LOAD_NAME x                                 |      3 LOAD_NAME x
#        4 POP_JUMP_FORWARD_IF_FALSE -> 11             |      4 POP_JUMP_FORWARD_IF_FALSE -> 13
#        5 LOAD_NAME x                                 |      5 LOAD_NAME x
if x:
    while x:
        pass
