# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: LOAD_CONST with another argument
# from: seed 1, program 1074 (12 lines, minimized to 1)
# first difference:
#   <module>: instructions: LOAD_CONST with another argument
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#        2 BUILD_TUPLE 1                               |      2 BUILD_TUPLE 1
#   >>   3 LOAD_CONST 9                                | >>   3 LOAD_CONST 1e+100
#        4 POP_JUMP_IF_TRUE -> 5                       |      4 LOAD_CONST 'key'
#        5 LOAD_CONST 1e+100                           |      5 LOAD_NAME x
#        6 JUMP_FORWARD -> 8                           |      6 BUILD_MAP 1
x(x, **(1e100 if 9 or 2.5j else 9), key=x)
