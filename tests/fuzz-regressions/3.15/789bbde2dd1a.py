# glassbox fuzz reproducer: Python 3.15, differs
# cause: instructions: POP_JUMP_IF_TRUE with another target
# from: seed 1, program 905 (9 lines, minimized to 5)
# first difference:
#   <module>: instructions: POP_JUMP_IF_TRUE with another target
#        6 STORE_NAME __conditional_annotations__      |      6 STORE_NAME __conditional_annotations__
#        7 LOAD_NAME x                                 |      7 LOAD_NAME x
#        8 TO_BOOL                                     |      8 TO_BOOL
#   >>   9 POP_JUMP_IF_TRUE -> 12                      | >>   9 POP_JUMP_IF_TRUE -> 11
#       10 NOT_TAKEN                                   |     10 NOT_TAKEN
#       11 JUMP_FORWARD -> 12                          |     11 LOAD_NAME __conditional_annotations__
#       12 LOAD_NAME __conditional_annotations__       |     12 LOAD_SMALL_INT 0
if not x:
    pass
else:
    pass
v3: x
