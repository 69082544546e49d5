# glassbox fuzz reproducer: Python 3.12, differs
# cause: instructions: POP_JUMP_IF_TRUE vs POP_JUMP_IF_FALSE
# from: seed 1, program 235 (9 lines, minimized to 3)
# first difference:
#   <module>: instructions: POP_JUMP_IF_TRUE vs POP_JUMP_IF_FALSE
#        3 FOR_ITER -> 10                              |      3 FOR_ITER -> 10
#        4 STORE_NAME v3                               |      4 STORE_NAME v3
#        5 LOAD_NAME x                                 |      5 LOAD_NAME x
#   >>   6 POP_JUMP_IF_TRUE -> 9                       | >>   6 POP_JUMP_IF_FALSE -> 8
#        7 LOAD_ASSERTION_ERROR                        |      7 JUMP_BACKWARD -> 3
#        8 RAISE_VARARGS 1                             |      8 LOAD_ASSERTION_ERROR
#        9 JUMP_BACKWARD -> 3                          |      9 RAISE_VARARGS 1
for v3 in x:
    assert (x)
    continue
