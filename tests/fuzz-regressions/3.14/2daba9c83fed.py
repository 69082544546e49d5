# glassbox fuzz reproducer: Python 3.14, marked-fallback
# cause: fallback: control flow that re-enters code already decompiled
# from: seed 1, program 1828 (9 lines, minimized to 1)
# first difference:
#   <module>: fallback: control flow that re-enters code already decompiled
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#        2 TO_BOOL                                     |      2 TO_BOOL
#   >>   3 POP_JUMP_IF_FALSE -> 10                     | >>   3 POP_JUMP_IF_FALSE -> 19
#        4 NOT_TAKEN                                   |      4 NOT_TAKEN
#        5 LOAD_NAME x                                 |      5 LOAD_NAME x
#        6 TO_BOOL                                     |      6 TO_BOOL
assert (x if x else x) or x
