# glassbox fuzz reproducer: Python 3.10, differs
# cause: instructions: JUMP_IF_FALSE_OR_POP vs POP_JUMP_IF_FALSE
# from: seed 1, program 1178 (11 lines, minimized to 1)
# first difference:
#   <module>: instructions: JUMP_IF_FALSE_OR_POP vs POP_JUMP_IF_FALSE
#        2 DUP_TOP                                     |      2 DUP_TOP
#        3 ROT_THREE                                   |      3 ROT_THREE
#        4 COMPARE_OP 1 (<=)                           |      4 COMPARE_OP 1 (<=)
#   >>   5 JUMP_IF_FALSE_OR_POP -> 9                   | >>   5 POP_JUMP_IF_FALSE -> 10
#        6 LOAD_NAME x                                 |      6 LOAD_NAME x
#        7 IS_OP 0                                     |      7 IS_OP 0
#        8 JUMP_FORWARD -> 11                          |      8 POP_JUMP_IF_FALSE -> 20
x[x] = x <= x is x and x or (x) or x or x
