# glassbox fuzz reproducer: Python 3.8, marked-fallback
# cause: fallback: control flow that re-enters code already decompiled
# from: seed 1, program 267 (10 lines, minimized to 4)
# first difference:
#   <module>: fallback: a jump out of two loops at once
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#   >>   1 POP_JUMP_IF_FALSE -> 12                     | >>   1 POP_JUMP_IF_FALSE -> 23
#        2 LOAD_NAME x                                 |      2 LOAD_NAME x
#        3 GET_ITER                                    |      3 GET_ITER
#        4 FOR_ITER -> 7                               |      4 FOR_ITER -> 7
while x:
    for v10 in (x):
        pass
    assert x
