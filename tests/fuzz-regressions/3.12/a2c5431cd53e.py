# glassbox fuzz reproducer: Python 3.12, differs
# cause: instructions: FOR_ITER with another target
# from: seed 1, program 908 (10 lines, minimized to 4)
# first difference:
#   <module>: instructions: FOR_ITER with another target
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#        2 GET_ITER                                    |      2 GET_ITER
#   >>   3 FOR_ITER -> 13                              | >>   3 FOR_ITER -> 14
#        4 UNPACK_SEQUENCE 2                           |      4 UNPACK_SEQUENCE 2
#        5 STORE_NAME v1                               |      5 STORE_NAME v1
#        6 STORE_NAME v2                               |      6 STORE_NAME v2
for v1, v2 in x:
    while x:
        pass
    continue
