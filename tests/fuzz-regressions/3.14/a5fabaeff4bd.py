# glassbox fuzz reproducer: Python 3.14, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: seed 1, program 1551 (10 lines, minimized to 5)
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE with another target
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#        2 TO_BOOL                                     |      2 TO_BOOL
#   >>   3 POP_JUMP_IF_FALSE -> 6                      | >>   3 POP_JUMP_IF_FALSE -> 5
#        4 NOT_TAKEN                                   |      4 NOT_TAKEN
#        5 JUMP_FORWARD -> 6                           |      5 LOAD_SMALL_INT 0
#        6 LOAD_SMALL_INT 0                            |      6 LOAD_CONST None
if x:
    pass
else:
    pass
import collections.abc
