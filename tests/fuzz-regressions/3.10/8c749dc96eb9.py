# glassbox fuzz reproducer: Python 3.10, differs
# cause: instructions: JUMP_FORWARD with another target
# from: seed 1, program 156 (9 lines, minimized to 5)
# first difference:
#   <module>: instructions: JUMP_FORWARD with another target
#        0 SETUP_FINALLY -> 3                          |      0 SETUP_FINALLY -> 3
#        1 POP_BLOCK                                   |      1 POP_BLOCK
#   >>   2 JUMP_FORWARD -> 25                          | >>   2 JUMP_FORWARD -> 29
#        3 DUP_TOP                                     |      3 DUP_TOP
#        4 LOAD_NAME x                                 |      4 LOAD_NAME x
#        5 JUMP_IF_NOT_EXC_MATCH -> 24                 |      5 JUMP_IF_NOT_EXC_MATCH -> 28
try:
    pass
except x:
    x.a |= (x or x) and x and x
x[x]
