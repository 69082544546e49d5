# glassbox fuzz reproducer: Python 3.13, differs
# cause: instructions: SETUP_ANNOTATIONS vs LOAD_NAME
# from: seed 1, program 114 (9 lines, minimized to 2)
# first difference:
#   <module>: instructions: SETUP_ANNOTATIONS vs LOAD_NAME
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 SETUP_ANNOTATIONS                           | >>   1 LOAD_NAME x
#        2 LOAD_NAME x                                 |      2 TO_BOOL
#        3 TO_BOOL                                     |      3 POP_JUMP_IF_FALSE -> 11
#        4 POP_JUMP_IF_FALSE -> 12                     |      4 LOAD_NAME x
if x:
    v1: x = x
