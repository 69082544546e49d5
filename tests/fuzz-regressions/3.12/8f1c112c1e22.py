# glassbox fuzz reproducer: Python 3.12, differs
# cause: instructions: POP_JUMP_IF_FALSE vs POP_JUMP_IF_TRUE
# from: seed 2, program 756 (12 lines, minimized to 3)
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE vs POP_JUMP_IF_TRUE
#        6 STORE_NAME v2                               |      6 STORE_NAME v2
#        7 STORE_NAME v3                               |      7 STORE_NAME v3
#        8 LOAD_NAME x                                 |      8 LOAD_NAME x
#   >>   9 POP_JUMP_IF_FALSE -> 11                     | >>   9 POP_JUMP_IF_TRUE -> 11
#       10 JUMP_BACKWARD -> 3                          |     10 JUMP_BACKWARD -> 3
#       11 JUMP_BACKWARD -> 3                          |     11 JUMP_BACKWARD -> 3
#       12 END_FOR                                     |     12 END_FOR
for v1, v2, *v3 in x:
    if not x:
        pass
