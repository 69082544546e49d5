# glassbox fuzz reproducer: Python 3.13, differs
# cause: instructions: POP_JUMP_IF_TRUE with another target
# from: 11-00018.py (35 lines, minimized to 15)
# first difference:
#   <module>: instructions: POP_JUMP_IF_TRUE with another target
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#        2 TO_BOOL                                     |      2 TO_BOOL
#   >>   3 POP_JUMP_IF_TRUE -> 4                       | >>   3 POP_JUMP_IF_TRUE -> 5
#        4 RETURN_CONST None                           |      4 RETURN_CONST None
# glassbox fuzz reproducer: Python 3.13, differs
# cause: instructions: POP_JUMP_IF_TRUE with another target
# from: seed 11, program 18
# first difference:
#   <module>: instructions: POP_JUMP_IF_TRUE with another target
#       63 LOAD_NAME v16                               |     63 LOAD_NAME v16
#       64 COPY 1                                      |     64 COPY 1
#       65 TO_BOOL                                     |     65 TO_BOOL
#   >>  66 POP_JUMP_IF_TRUE -> 71                      | >>  66 POP_JUMP_IF_TRUE -> 83
#       67 POP_TOP                                     |     67 POP_TOP
#       68 LOAD_NAME v6                                |     68 LOAD_NAME v6
#       69 LOAD_NAME v6                                |     69 LOAD_NAME v6
if not x:
    pass
pass
