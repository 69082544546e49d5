# glassbox fuzz reproducer: Python 3.14, differs
# cause: instructions: POP_JUMP_IF_FALSE vs POP_JUMP_IF_TRUE
# from: seed 1, program 1447 (13 lines, minimized to 4)
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE vs POP_JUMP_IF_TRUE
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#        2 TO_BOOL                                     |      2 TO_BOOL
#   >>   3 POP_JUMP_IF_FALSE -> 7                      | >>   3 POP_JUMP_IF_TRUE -> 9
#        4 NOT_TAKEN                                   |      4 NOT_TAKEN
#        5 LOAD_CONST None                             |      5 LOAD_NAME x
#        6 RETURN_VALUE                                |      6 TO_BOOL
if x:
    pass
elif x:
    pass
