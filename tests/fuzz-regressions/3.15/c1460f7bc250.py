# glassbox fuzz reproducer: Python 3.15, differs
# cause: instructions: POP_JUMP_IF_TRUE vs POP_JUMP_IF_FALSE
# from: seed 1, program 1831 (9 lines, minimized to 4)
# first difference:
#   <module>: instructions: POP_JUMP_IF_TRUE vs POP_JUMP_IF_FALSE
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#        2 TO_BOOL                                     |      2 TO_BOOL
#   >>   3 POP_JUMP_IF_TRUE -> 7                       | >>   3 POP_JUMP_IF_FALSE -> 8
#        4 NOT_TAKEN                                   |      4 NOT_TAKEN
#        5 LOAD_COMMON_CONSTANT 7 (None)               |      5 LOAD_NAME x
#        6 RETURN_VALUE                                |      6 POP_TOP
while 1:
    if not x:
        break
    x
