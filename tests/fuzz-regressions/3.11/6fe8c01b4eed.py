# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: control flow that re-enters code already decompiled
# from: 11-00019.py (67 lines, minimized to 16)
# first difference:
#   <module>: fallback: control flow that re-enters code already decompiled
#        0 RESUME 0                                    |      0 RESUME 0
#        1 SETUP_ANNOTATIONS                           |      1 SETUP_ANNOTATIONS
#        2 LOAD_NAME x                                 |      2 LOAD_NAME x
#   >>   3 POP_JUMP_FORWARD_IF_FALSE -> 16             | >>   3 POP_JUMP_FORWARD_IF_FALSE -> 24
#        4 LOAD_NAME x                                 |      4 LOAD_NAME x
#        5 POP_JUMP_FORWARD_IF_FALSE -> 8              |      5 POP_JUMP_FORWARD_IF_FALSE -> 8
#        6 LOAD_NAME x                                 |      6 LOAD_NAME x
# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: control flow that re-enters code already decompiled
# from: seed 11, program 19
# first difference:
#   <module>: fallback: a return in module code
#       25 BINARY_OP 5 (*)                             |     25 BINARY_OP 5 (*)
#       26 COPY 1                                      |     26 COPY 1
#       27 MATCH_MAPPING                               |     27 MATCH_MAPPING
#   >>  28 POP_JUMP_FORWARD_IF_FALSE -> 119            | >>  28 POP_JUMP_FORWARD_IF_FALSE -> 495
#       29 GET_LEN                                     |     29 GET_LEN
#       30 LOAD_CONST 3                                |     30 LOAD_CONST 3
#       31 COMPARE_OP 5 (>=)                           |     31 COMPARE_OP 5 (>=)
while x:
    v8: x = x if x else x
for v21 in x:
    pass
