# glassbox fuzz reproducer: Python 3.9, differs
# cause: instructions: LOAD_NAME vs LOAD_CONST
# from: seed 1, program 93 (8 lines, minimized to 3)
# first difference:
#   <module>: instructions: LOAD_NAME vs LOAD_CONST
#        0 JUMP_ABSOLUTE -> 0                          |      0 JUMP_ABSOLUTE -> 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_CONST None
#        2 POP_JUMP_IF_TRUE -> 5                       |      2 RETURN_VALUE
while True:
    pass
assert x
