# glassbox fuzz reproducer: Python 3.14, differs
# cause: instructions: POP_JUMP_IF_TRUE with another target
# from: seed 1, program 274 (8 lines, minimized to 2)
# first difference:
#   <module>: instructions: POP_JUMP_IF_TRUE with another target
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#        2 TO_BOOL                                     |      2 TO_BOOL
#   >>   3 POP_JUMP_IF_TRUE -> 9                       | >>   3 POP_JUMP_IF_TRUE -> 10
#        4 NOT_TAKEN                                   |      4 NOT_TAKEN
#        5 LOAD_NAME x                                 |      5 LOAD_NAME x
#        6 TO_BOOL                                     |      6 TO_BOOL
while x or x or True:
    pass
