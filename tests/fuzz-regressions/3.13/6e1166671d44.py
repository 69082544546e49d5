# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: a jump out of two loops at once
# from: seed 1, program 1005 (11 lines, minimized to 3)
# first difference:
#   <module>: fallback: control flow that re-enters code already decompiled
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#        2 GET_ITER                                    |      2 GET_ITER
#   >>   3 FOR_ITER -> 30                              | >>   3 FOR_ITER -> 46
#        4 STORE_NAME v2                               |      4 STORE_NAME v2
#        5 LOAD_NAME x                                 |      5 LOAD_NAME x
#        6 TO_BOOL                                     |      6 TO_BOOL
for v2 in x:
    while x if x else x:
        pass
