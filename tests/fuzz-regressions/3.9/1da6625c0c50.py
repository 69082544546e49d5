# glassbox fuzz reproducer: Python 3.9, differs
# cause: instructions: POP_JUMP_IF_TRUE vs POP_JUMP_IF_FALSE
# from: seed 1, program 190 (9 lines, minimized to 2)
# first difference:
#   <module>: instructions: POP_JUMP_IF_TRUE vs POP_JUMP_IF_FALSE
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#   >>   1 POP_JUMP_IF_TRUE -> 4                       | >>   1 POP_JUMP_IF_FALSE -> 4
#        2 LOAD_ASSERTION_ERROR                        |      2 LOAD_NAME x
#        3 RAISE_VARARGS 1                             |      3 POP_JUMP_IF_TRUE -> 6
#        4 LOAD_NAME x                                 |      4 LOAD_ASSERTION_ERROR
assert x
assert x
