# glassbox fuzz reproducer: Python 3.9, differs
# cause: instructions: FOR_ITER with another target
# from: seed 1, program 767 (9 lines, minimized to 6)
# first difference:
#   <module>: instructions: FOR_ITER with another target
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#        1 GET_ITER                                    |      1 GET_ITER
#   >>   2 FOR_ITER -> 15                              | >>   2 FOR_ITER -> 11
#        3 UNPACK_SEQUENCE 2                           |      3 UNPACK_SEQUENCE 2
#        4 STORE_NAME v2                               |      4 STORE_NAME v2
#        5 STORE_NAME v3                               |      5 STORE_NAME v3
for v2, v3 in (x):
    while x:
        pass
    else:
        raise
    import collections.abc
