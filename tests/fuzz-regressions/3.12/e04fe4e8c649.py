# glassbox fuzz reproducer: Python 3.12, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: p229.py (12 lines, minimized to 2)
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE with another target
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#   >>   2 POP_JUMP_IF_FALSE -> 17                     | >>   2 POP_JUMP_IF_FALSE -> 18
#        3 LOAD_NAME x                                 |      3 LOAD_NAME x
#        4 LOAD_ATTR append                            |      4 LOAD_ATTR append
#        5 LOAD_NAME x                                 |      5 LOAD_NAME x
if x:
    x.append[(v4 := x)] |= x
