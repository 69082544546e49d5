# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: JUMP_FORWARD with another target
# from: seed 1, program 1412 (13 lines, minimized to 4)
# first difference:
#   <module>: instructions: JUMP_FORWARD with another target
#        0 SETUP_FINALLY -> 3                          |      0 SETUP_FINALLY -> 3
#        1 POP_BLOCK                                   |      1 POP_BLOCK
#   >>   2 JUMP_FORWARD -> 33                          | >>   2 JUMP_FORWARD -> 37
#        3 DUP_TOP                                     |      3 DUP_TOP
#        4 LOAD_NAME x                                 |      4 LOAD_NAME x
#        5 COMPARE_OP 10 (exception match)             |      5 COMPARE_OP 10 (exception match)
try:
    pass
except x as e3:
    x.b = (x or 1 or x or x) and x and x
