# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: 11-00066.py (76 lines, minimized to 14)
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE with another target
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#   >>   1 POP_JUMP_IF_FALSE -> 5                      | >>   1 POP_JUMP_IF_FALSE -> 4
#        2 LOAD_NAME x                                 |      2 LOAD_NAME x
#        3 RAISE_VARARGS 1                             |      3 RAISE_VARARGS 1
#        4 JUMP_ABSOLUTE -> 0                          |      4 LOAD_CONST None
# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: seed 11, program 66
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE with another target
#        3 COMPARE_OP 7 (not in)                       |      3 COMPARE_OP 7 (not in)
#        4 POP_JUMP_IF_TRUE -> 7                       |      4 POP_JUMP_IF_TRUE -> 7
#        5 LOAD_CONST False                            |      5 LOAD_CONST False
#   >>   6 POP_JUMP_IF_FALSE -> 10                     | >>   6 POP_JUMP_IF_FALSE -> 9
#        7 LOAD_NAME Exception                         |      7 LOAD_NAME Exception
#        8 RAISE_VARARGS 1                             |      8 RAISE_VARARGS 1
#        9 JUMP_ABSOLUTE -> 1                          |      9 LOAD_CONST 1
while x:
    raise x
