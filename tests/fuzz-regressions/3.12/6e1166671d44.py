# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: a jump out of two loops at once
# from: seed 1, program 1005 (11 lines, minimized to 3)
# first difference:
#   <module>: fallback: control flow that re-enters code already decompiled
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#        2 GET_ITER                                    |      2 GET_ITER
#   >>   3 FOR_ITER -> 24                              | >>   3 FOR_ITER -> 39
#        4 STORE_NAME v2                               |      4 STORE_NAME v2
#        5 LOAD_NAME x                                 |      5 LOAD_NAME x
#        6 POP_JUMP_IF_FALSE -> 11                     |      6 POP_JUMP_IF_FALSE -> 28
for v2 in x:
    while x if x else x:
        pass
