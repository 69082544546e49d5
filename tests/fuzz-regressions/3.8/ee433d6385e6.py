# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: SETUP_ANNOTATIONS vs LOAD_NAME
# from: seed 1, program 300 (10 lines, minimized to 2)
# first difference:
#   <module>: instructions: SETUP_ANNOTATIONS vs LOAD_NAME
#   >>   0 SETUP_ANNOTATIONS                           | >>   0 LOAD_NAME x
#        1 LOAD_NAME x                                 |      1 POP_JUMP_IF_FALSE -> 8
#        2 POP_JUMP_IF_FALSE -> 9                      |      2 LOAD_NAME x
#        3 LOAD_NAME x                                 |      3 STORE_NAME v7
if x:
    v7: x = x
