# glassbox fuzz reproducer: Python 3.12, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: seed 1, program 123 (10 lines, minimized to 2)
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE with another target
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#   >>   2 POP_JUMP_IF_FALSE -> 16                     | >>   2 POP_JUMP_IF_FALSE -> 14
#        3 LOAD_NAME v5                                |      3 LOAD_NAME v5
#        4 LOAD_NAME x                                 |      4 LOAD_NAME x
#        5 LOAD_CONST None                             |      5 LOAD_CONST None
while x:
    v5 *= x[:x:None]
