# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: FOR_ITER with another target
# from: 11-00049.py (44 lines, minimized to 14)
# first difference:
#   <module>: instructions: FOR_ITER with another target
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#        1 GET_ITER                                    |      1 GET_ITER
#   >>   2 FOR_ITER -> 6                               | >>   2 FOR_ITER -> 5
#        3 STORE_NAME v18                              |      3 STORE_NAME v18
#        4 JUMP_ABSOLUTE -> 2                          |      4 JUMP_ABSOLUTE -> 2
#        5 JUMP_ABSOLUTE -> 2                          |      5 LOAD_CONST None
# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: FOR_ITER with another target
# from: seed 11, program 49
# first difference:
#   <module>: instructions: FOR_ITER with another target
#      144 BUILD_TUPLE 2                               |    144 BUILD_TUPLE 2
#      145 BINARY_SUBSCR                               |    145 BINARY_SUBSCR
#      146 GET_ITER                                    |    146 GET_ITER
#   >> 147 FOR_ITER -> 423                             | >> 147 FOR_ITER -> 366
#      148 STORE_NAME v18                              |    148 STORE_NAME v18
#      149 BUILD_LIST 0                                |    149 BUILD_LIST 0
#      150 LOAD_NAME v5                                |    150 LOAD_NAME v5
for v18 in x:
    continue
