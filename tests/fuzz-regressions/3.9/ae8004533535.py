# glassbox fuzz reproducer: Python 3.9, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: p615.py (51 lines, minimized to 1)
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE with another target
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#   >>   1 POP_JUMP_IF_FALSE -> 5                      | >>   1 POP_JUMP_IF_FALSE -> 10
#        2 LOAD_NAME x                                 |      2 LOAD_NAME x
#        3 POP_JUMP_IF_FALSE -> 7                      |      3 POP_JUMP_IF_FALSE -> 5
#        4 JUMP_FORWARD -> 5                           |      4 JUMP_ABSOLUTE -> 10
assert (x if x else r"\d+") and x
