# glassbox fuzz reproducer: Python 3.10, differs
# cause: instructions: SETUP_FINALLY with another target
# from: seed 1, program 746 (10 lines, minimized to 8)
# first difference:
#   <module>: instructions: SETUP_FINALLY with another target
#   >>   0 SETUP_FINALLY -> 9                          | >>   0 SETUP_FINALLY -> 8
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#        2 POP_JUMP_IF_FALSE -> 4                      |      2 POP_JUMP_IF_FALSE -> 3
#        3 JUMP_FORWARD -> 4                           |      3 LOAD_NAME x
try:
    if x:
        pass
    else:
        True
    v5 = x
except x:
    pass
