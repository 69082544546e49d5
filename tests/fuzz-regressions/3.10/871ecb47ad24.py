# glassbox fuzz reproducer: Python 3.10, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: seed 1, program 986 (8 lines, minimized to 2)
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE with another target
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#   >>   1 POP_JUMP_IF_FALSE -> 3                      | >>   1 POP_JUMP_IF_FALSE -> 6
#        2 JUMP_ABSOLUTE -> 0                          |      2 LOAD_NAME x
#        3 LOAD_CONST None                             |      3 POP_JUMP_IF_TRUE -> 2
#        4 RETURN_VALUE                                |      4 LOAD_CONST None
while x:
    continue
