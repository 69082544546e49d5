# glassbox fuzz reproducer: Python 3.10, marked-fallback
# cause: fallback: a jump out of two loops at once
# from: seed 1, program 908 (10 lines, minimized to 4)
# first difference:
#   <module>: fallback: a jump out of two loops at once
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#        1 GET_ITER                                    |      1 GET_ITER
#   >>   2 FOR_ITER -> 13                              | >>   2 FOR_ITER -> 18
#        3 UNPACK_SEQUENCE 2                           |      3 UNPACK_SEQUENCE 2
#        4 STORE_NAME v1                               |      4 STORE_NAME v1
#        5 STORE_NAME v2                               |      5 STORE_NAME v2
for v1, v2 in x:
    while not x:
        if x:
            pass
