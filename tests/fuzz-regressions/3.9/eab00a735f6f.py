# glassbox fuzz reproducer: Python 3.9, differs
# cause: instructions: JUMP_FORWARD with another target
# from: seed 1, program 1412 (13 lines, minimized to 4)
# first difference:
#   <module>: instructions: JUMP_FORWARD with another target
#        0 SETUP_FINALLY -> 3                          |      0 SETUP_FINALLY -> 3
#        1 POP_BLOCK                                   |      1 POP_BLOCK
#   >>   2 JUMP_FORWARD -> 34                          | >>   2 JUMP_FORWARD -> 38
#        3 DUP_TOP                                     |      3 DUP_TOP
#        4 LOAD_NAME x                                 |      4 LOAD_NAME x
#        5 JUMP_IF_NOT_EXC_MATCH -> 33                 |      5 JUMP_IF_NOT_EXC_MATCH -> 37
try:
    pass
except x as e3:
    x.b = (x or 1 or x or x) and x and x
