# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: control flow that re-enters code already decompiled
# from: 11-00108.py (22 lines, minimized to 15)
# first difference:
#   <module>: fallback: control flow that re-enters code already decompiled
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#   >>   2 POP_JUMP_FORWARD_IF_FALSE -> 10             | >>   2 POP_JUMP_FORWARD_IF_FALSE -> 21
#        3 LOAD_NAME x                                 |      3 LOAD_NAME x
#        4 JUMP_IF_FALSE_OR_POP -> 6                   |      4 JUMP_IF_FALSE_OR_POP -> 6
#        5 LOAD_NAME x                                 |      5 LOAD_NAME x
# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: control flow that re-enters code already decompiled
# from: seed 11, program 108
# first difference:
#   <module>: fallback: control flow that re-enters code already decompiled
#        3 BINARY_SUBSCR                               |      3 BINARY_SUBSCR
#        4 COPY 1                                      |      4 COPY 1
#        5 STORE_NAME v1                               |      5 STORE_NAME v1
#   >>   6 POP_JUMP_FORWARD_IF_FALSE -> 170            | >>   6 POP_JUMP_FORWARD_IF_FALSE -> 206
#        7 LOAD_CONST 0.5                              |      7 LOAD_CONST 0.5
#        8 LOAD_NAME v1                                |      8 LOAD_NAME v1
#        9 BINARY_OP 10 (-)                            |      9 BINARY_OP 10 (-)
while (x):
    x.a = x and (x)
x if x else x
