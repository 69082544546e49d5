# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: COMPARE_OP with another argument
# from: seed 1, program 1769 (10 lines, minimized to 1)
# first difference:
#   <genexpr>: instructions: COMPARE_OP with another argument
#        4 STORE_FAST v8                               |      4 STORE_FAST v8
#        5 LOAD_CONST 5                                |      5 LOAD_CONST 5
#        6 LOAD_GLOBAL x                               |      6 LOAD_GLOBAL x
#   >>   7 COMPARE_OP 9 (is not)                       | >>   7 COMPARE_OP 8 (is)
#        8 POP_JUMP_IF_FALSE -> 1                      |      8 POP_JUMP_IF_TRUE -> 1
#        9 LOAD_GLOBAL x                               |      9 LOAD_GLOBAL x
#       10 POP_JUMP_IF_TRUE -> 1                       |     10 POP_JUMP_IF_TRUE -> 1
(x for v7, v8 in x if 5 is not x if not x)
