# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: control flow that re-enters code already decompiled
# from: 11-00068.py (45 lines, minimized to 15)
# first difference:
#   <module>: fallback: control flow that re-enters code already decompiled
#        0 RESUME 0                                    |      0 RESUME 0
#        1 SETUP_ANNOTATIONS                           |      1 SETUP_ANNOTATIONS
#        2 LOAD_NAME x                                 |      2 LOAD_NAME x
#   >>   3 POP_JUMP_FORWARD_IF_FALSE -> 16             | >>   3 POP_JUMP_FORWARD_IF_FALSE -> 31
#        4 LOAD_NAME x                                 |      4 LOAD_NAME x
#        5 POP_JUMP_FORWARD_IF_FALSE -> 8              |      5 POP_JUMP_FORWARD_IF_FALSE -> 8
#        6 LOAD_NAME x                                 |      6 LOAD_NAME x
# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: control flow that re-enters code already decompiled
# from: seed 11, program 68
# first difference:
#   <module>: fallback: control flow that re-enters code already decompiled
#      188 LOAD_CONST ''                               |    188 LOAD_CONST ''
#      189 COPY 1                                      |    189 COPY 1
#      190 STORE_NAME v21                              |    190 STORE_NAME v21
#   >> 191 POP_JUMP_FORWARD_IF_FALSE -> 465            | >> 191 POP_JUMP_FORWARD_IF_FALSE -> 468
#      192 LOAD_NAME v8                                |    192 LOAD_NAME v8
#      193 LOAD_ATTR value                             |    193 LOAD_ATTR value
#      194 POP_JUMP_FORWARD_IF_FALSE -> 219            |    194 POP_JUMP_FORWARD_IF_FALSE -> 219
while (x):
    v30: x = x if x else x
x[x] -= (x) or x
