# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: control flow that re-enters code already decompiled
# from: seed 1, program 64 (9 lines, minimized to 3)
# first difference:
#   <module>: fallback: control flow that re-enters code already decompiled
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#        2 TO_BOOL                                     |      2 TO_BOOL
#   >>   3 POP_JUMP_IF_FALSE -> 7                      | >>   3 POP_JUMP_IF_FALSE -> 12
#        4 NOT_TAKEN                                   |      4 NOT_TAKEN
#        5 LOAD_NAME x                                 |      5 LOAD_NAME x
#        6 JUMP_FORWARD -> 8                           |      6 COPY 1
[v1, v2] = v3 = x if x else x
while 1:
    pass
