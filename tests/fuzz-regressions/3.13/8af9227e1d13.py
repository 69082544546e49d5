# glassbox fuzz reproducer: Python 3.13, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: seed 1, program 1272 (8 lines, minimized to 3)
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE with another target
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#        2 TO_BOOL                                     |      2 TO_BOOL
#   >>   3 POP_JUMP_IF_FALSE -> 13                     | >>   3 POP_JUMP_IF_FALSE -> 17
#        4 LOAD_NAME x                                 |      4 LOAD_NAME x
#        5 TO_BOOL                                     |      5 TO_BOOL
#        6 POP_JUMP_IF_FALSE -> 12                     |      6 POP_JUMP_IF_FALSE -> 16
if x:
    while x:
        pass
