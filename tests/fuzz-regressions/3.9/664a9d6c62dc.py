# glassbox fuzz reproducer: Python 3.9, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: seed 1, program 1828 (9 lines, minimized to 2)
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE with another target
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#   >>   1 POP_JUMP_IF_FALSE -> 6                      | >>   1 POP_JUMP_IF_FALSE -> 5
#        2 LOAD_NAME x                                 |      2 LOAD_NAME x
#        3 LOAD_NAME x                                 |      3 LOAD_NAME x
#        4 RAISE_VARARGS 2                             |      4 RAISE_VARARGS 2
while x:
    raise x from x
