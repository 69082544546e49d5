# glassbox fuzz reproducer: Python 3.12, differs
# cause: instructions: POP_JUMP_IF_TRUE with another target
# from: seed 1, program 227 (9 lines, minimized to 1)
# first difference:
#   <module>: instructions: POP_JUMP_IF_TRUE with another target
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#   >>   2 POP_JUMP_IF_TRUE -> 6                       | >>   2 POP_JUMP_IF_TRUE -> 3
#        3 LOAD_NAME x                                 |      3 LOAD_NAME x
#        4 STORE_NAME v8                               |      4 STORE_NAME v8
#        5 RETURN_CONST None                           |      5 RETURN_CONST None
v8 = x if not x else x
