# glassbox fuzz reproducer: Python 3.12, differs
# cause: instructions: POP_JUMP_IF_TRUE with another target
# from: seed 1, program 342 (11 lines, minimized to 2)
# first difference:
#   <module>: instructions: POP_JUMP_IF_TRUE with another target
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#   >>   2 POP_JUMP_IF_TRUE -> 11                      | >>   2 POP_JUMP_IF_TRUE -> 10
#        3 PUSH_NULL                                   |      3 PUSH_NULL
#        4 LOAD_NAME x                                 |      4 LOAD_NAME x
#        5 LOAD_NAME x                                 |      5 LOAD_NAME x
if not x:
    x(*(x, x))
