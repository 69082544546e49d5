# glassbox fuzz reproducer: Python 3.14, differs
# cause: instructions: POP_JUMP_IF_TRUE vs POP_JUMP_IF_FALSE
# from: seed 1, program 1272 (8 lines, minimized to 3)
# first difference:
#   <module>: instructions: POP_JUMP_IF_TRUE vs POP_JUMP_IF_FALSE
#        4 NOT_TAKEN                                   |      4 NOT_TAKEN
#        5 LOAD_NAME x                                 |      5 LOAD_NAME x
#        6 TO_BOOL                                     |      6 TO_BOOL
#   >>   7 POP_JUMP_IF_TRUE -> 11                      | >>   7 POP_JUMP_IF_FALSE -> 10
#        8 NOT_TAKEN                                   |      8 NOT_TAKEN
#        9 LOAD_COMMON_CONSTANT 0 (AssertionError)     |      9 JUMP_BACKWARD -> 1
#       10 RAISE_VARARGS 1                             |     10 LOAD_COMMON_CONSTANT 0 (AssertionError)
while x:
    assert x
    continue
