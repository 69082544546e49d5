# glassbox fuzz reproducer: Python 3.11, differs
# cause: instructions: POP_JUMP_FORWARD_IF_FALSE with another target
# from: 11-00093.py (34 lines, minimized to 15)
# first difference:
#   <module>: instructions: POP_JUMP_FORWARD_IF_FALSE with another target
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#   >>   2 POP_JUMP_FORWARD_IF_FALSE -> 3              | >>   2 POP_JUMP_FORWARD_IF_FALSE -> 5
#        3 LOAD_CONST None                             |      3 LOAD_CONST None
#        4 RETURN_VALUE                                |      4 RETURN_VALUE
# glassbox fuzz reproducer: Python 3.11, differs
# cause: instructions: POP_JUMP_FORWARD_IF_FALSE with another target
# from: seed 11, program 93
# first difference:
#   <module>: instructions: POP_JUMP_FORWARD_IF_FALSE with another target
#        2 MAKE_FUNCTION 0                             |      2 MAKE_FUNCTION 0
#        3 LOAD_CONST 1                                |      3 LOAD_CONST 1
#        4 IS_OP 1                                     |      4 IS_OP 1
#   >>   5 POP_JUMP_FORWARD_IF_FALSE -> 153            | >>   5 POP_JUMP_FORWARD_IF_FALSE -> 155
#        6 LOAD_NAME iter                              |      6 LOAD_NAME iter
#        7 JUMP_IF_TRUE_OR_POP -> 14                   |      7 JUMP_IF_TRUE_OR_POP -> 14
#        8 LOAD_NAME dict                              |      8 LOAD_NAME dict
if x:
    pass
pass
