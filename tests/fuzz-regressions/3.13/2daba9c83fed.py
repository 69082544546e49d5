# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: control flow that re-enters code already decompiled
# from: seed 1, program 1828 (9 lines, minimized to 1)
# first difference:
#   <module>: fallback: control flow that re-enters code already decompiled
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#        2 TO_BOOL                                     |      2 TO_BOOL
#   >>   3 POP_JUMP_IF_FALSE -> 8                      | >>   3 POP_JUMP_IF_FALSE -> 14
#        4 LOAD_NAME x                                 |      4 LOAD_NAME x
#        5 TO_BOOL                                     |      5 TO_BOOL
#        6 POP_JUMP_IF_TRUE -> 18                      |      6 POP_JUMP_IF_TRUE -> 13
assert (x if x else x) or x
