# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: control flow that re-enters code already decompiled
# from: seed 1, program 389 (9 lines, minimized to 6)
# first difference:
#   <module>: fallback: control flow that re-enters code already decompiled
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#        2 GET_ITER                                    |      2 GET_ITER
#   >>   3 FOR_ITER -> 16                              | >>   3 FOR_ITER -> 21
#        4 STORE_NAME v1                               |      4 STORE_NAME v1
#        5 LOAD_NAME x                                 |      5 LOAD_NAME x
#        6 POP_JUMP_FORWARD_IF_FALSE -> 8              |      6 POP_JUMP_FORWARD_IF_FALSE -> 10
for v1 in x:
    if x:
        pass
    elif x:
        raise x from x
    x
