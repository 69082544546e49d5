# glassbox fuzz reproducer: Python 3.13, differs
# cause: instructions: POP_JUMP_IF_TRUE vs POP_JUMP_IF_FALSE
# from: seed 1, program 235 (9 lines, minimized to 3)
# first difference:
#   <module>: instructions: POP_JUMP_IF_TRUE vs POP_JUMP_IF_FALSE
#        4 STORE_NAME v3                               |      4 STORE_NAME v3
#        5 LOAD_NAME x                                 |      5 LOAD_NAME x
#        6 TO_BOOL                                     |      6 TO_BOOL
#   >>   7 POP_JUMP_IF_TRUE -> 10                      | >>   7 POP_JUMP_IF_FALSE -> 9
#        8 LOAD_ASSERTION_ERROR                        |      8 JUMP_BACKWARD -> 3
#        9 RAISE_VARARGS 1                             |      9 LOAD_ASSERTION_ERROR
#       10 JUMP_BACKWARD -> 3                          |     10 RAISE_VARARGS 1
for v3 in x:
    assert (x)
    continue
