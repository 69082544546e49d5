# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: POP_JUMP_IF_TRUE with another target
# from: seed 1, program 1370 (7 lines, minimized to 2)
# first difference:
#   <module>: instructions: POP_JUMP_IF_TRUE with another target
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#   >>   1 POP_JUMP_IF_TRUE -> 4                       | >>   1 POP_JUMP_IF_TRUE -> 2
#        2 JUMP_ABSOLUTE -> 4                          |      2 LOAD_CONST None
#        3 JUMP_ABSOLUTE -> 0                          |      3 RETURN_VALUE
while not (x):
    break
