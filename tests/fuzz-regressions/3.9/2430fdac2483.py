# glassbox fuzz reproducer: Python 3.9, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: p1611.py (16 lines, minimized to 2)
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE with another target
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#   >>   1 POP_JUMP_IF_FALSE -> 9                      | >>   1 POP_JUMP_IF_FALSE -> 8
#        2 LOAD_NAME x                                 |      2 LOAD_NAME x
#        3 LOAD_NAME x                                 |      3 LOAD_NAME x
#        4 LOAD_NAME x                                 |      4 LOAD_NAME x
if x:
    x(*(x, x, x))
