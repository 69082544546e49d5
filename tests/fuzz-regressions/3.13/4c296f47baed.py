# glassbox fuzz reproducer: Python 3.13, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: 11-00093.py (32 lines, minimized to 15)
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE with another target
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#        2 TO_BOOL                                     |      2 TO_BOOL
#   >>   3 POP_JUMP_IF_FALSE -> 4                      | >>   3 POP_JUMP_IF_FALSE -> 5
#        4 RETURN_CONST None                           |      4 RETURN_CONST None
# glassbox fuzz reproducer: Python 3.13, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: seed 11, program 93
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE with another target
#        2 MAKE_FUNCTION                               |      2 MAKE_FUNCTION
#        3 LOAD_CONST 1                                |      3 LOAD_CONST 1
#        4 IS_OP 1                                     |      4 IS_OP 1
#   >>   5 POP_JUMP_IF_FALSE -> 443                    | >>   5 POP_JUMP_IF_FALSE -> 439
#        6 LOAD_NAME iter                              |      6 LOAD_NAME iter
#        7 COPY 1                                      |      7 COPY 1
#        8 TO_BOOL                                     |      8 TO_BOOL
if x:
    pass
pass
