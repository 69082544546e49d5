# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: POP_JUMP_IF_TRUE vs POP_JUMP_IF_FALSE
# from: seed 1, program 1622 (8 lines, minimized to 1)
# first difference:
#   <module>: instructions: POP_JUMP_IF_TRUE vs POP_JUMP_IF_FALSE
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#        1 POP_JUMP_IF_FALSE -> 4                      |      1 POP_JUMP_IF_FALSE -> 4
#        2 LOAD_NAME x                                 |      2 LOAD_NAME x
#   >>   3 POP_JUMP_IF_TRUE -> 4                       | >>   3 POP_JUMP_IF_FALSE -> 4
#        4 LOAD_NAME x                                 |      4 LOAD_NAME x
#        5 JUMP_FORWARD -> 7                           |      5 LOAD_NAME x
#        6 LOAD_NAME x                                 |      6 STORE_ATTR a
x.a = x if x and (x) or 4 else x
