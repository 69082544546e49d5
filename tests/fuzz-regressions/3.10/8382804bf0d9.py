# glassbox fuzz reproducer: Python 3.10, differs
# cause: instructions: FOR_ITER with another target
# from: seed 1, program 1530 (8 lines, minimized to 2)
# first difference:
#   <module>: instructions: FOR_ITER with another target
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#        1 GET_ITER                                    |      1 GET_ITER
#   >>   2 FOR_ITER -> 13                              | >>   2 FOR_ITER -> 11
#        3 UNPACK_EX 1                                 |      3 UNPACK_EX 1
#        4 STORE_NAME v9                               |      4 STORE_NAME v9
#        5 STORE_NAME v10                              |      5 STORE_NAME v10
for v9, *v10 in x:
    v9 @= (not 1j and x) and x
