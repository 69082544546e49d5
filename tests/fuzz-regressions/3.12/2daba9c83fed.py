# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: control flow that re-enters code already decompiled
# from: seed 1, program 1828 (9 lines, minimized to 1)
# first difference:
#   <module>: fallback: control flow that re-enters code already decompiled
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#   >>   2 POP_JUMP_IF_FALSE -> 6                      | >>   2 POP_JUMP_IF_FALSE -> 11
#        3 LOAD_NAME x                                 |      3 LOAD_NAME x
#        4 POP_JUMP_IF_TRUE -> 14                      |      4 POP_JUMP_IF_TRUE -> 10
#        5 JUMP_FORWARD -> 8                           |      5 LOAD_NAME x
assert (x if x else x) or x
