# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: 11-00056.py (47 lines, minimized to 16)
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE with another target
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#   >>   1 POP_JUMP_IF_FALSE -> 3                      | >>   1 POP_JUMP_IF_FALSE -> 2
#        2 JUMP_FORWARD -> 3                           |      2 LOAD_CONST None
#        3 LOAD_CONST None                             |      3 RETURN_VALUE
# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: seed 11, program 56
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE with another target
#        3 LOAD_NAME isinstance                        |      3 LOAD_NAME isinstance
#        4 UNARY_NOT                                   |      4 UNARY_NOT
#        5 COMPARE_OP 8 (is)                           |      5 COMPARE_OP 8 (is)
#   >>   6 POP_JUMP_IF_FALSE -> 17                     | >>   6 POP_JUMP_IF_FALSE -> 235
#        7 LOAD_NAME sum                               |      7 LOAD_NAME sum
#        8 LOAD_ATTR x                                 |      8 LOAD_ATTR x
#        9 LOAD_NAME len                               |      9 LOAD_NAME len
if x:
    pass
else:
    pass
