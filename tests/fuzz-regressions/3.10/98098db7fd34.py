# glassbox fuzz reproducer: Python 3.10, marked-fallback
# cause: fallback: control flow that re-enters code already decompiled
# from: seed 1, program 1251 (9 lines, minimized to 3)
# first difference:
#   <module>: fallback: control flow that re-enters code already decompiled
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#   >>   1 POP_JUMP_IF_FALSE -> 4                      | >>   1 POP_JUMP_IF_FALSE -> 5
#        2 LOAD_NAME x                                 |      2 LOAD_NAME x
#        3 JUMP_FORWARD -> 5                           |      3 STORE_NAME v3
#        4 LOAD_NAME x                                 |      4 JUMP_ABSOLUTE -> 4
v3 = x if (x) else x
while 1:
    pass
