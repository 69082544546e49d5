# glassbox fuzz reproducer: Python 3.11, differs
# cause: instructions: SETUP_ANNOTATIONS vs LOAD_NAME
# from: seed 1, program 1905 (10 lines, minimized to 4)
# first difference:
#   <module>: instructions: SETUP_ANNOTATIONS vs LOAD_NAME
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 SETUP_ANNOTATIONS                           | >>   1 LOAD_NAME x
#        2 LOAD_NAME x                                 |      2 POP_JUMP_FORWARD_IF_TRUE -> 5
#        3 POP_JUMP_FORWARD_IF_FALSE -> 6              |      3 LOAD_NAME x
#        4 LOAD_CONST None                             |      4 POP_JUMP_FORWARD_IF_TRUE -> 7
if x:
    pass
elif (x):
    v4: x
