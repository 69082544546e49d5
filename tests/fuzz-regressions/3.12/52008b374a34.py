# glassbox fuzz reproducer: Python 3.12, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: p182.py (60 lines, minimized to 3)
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE with another target
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#   >>   2 POP_JUMP_IF_FALSE -> 4                      | >>   2 POP_JUMP_IF_FALSE -> 7
#        3 JUMP_BACKWARD -> 3                          |      3 LOAD_NAME x
#        4 RETURN_CONST None                           |      4 POP_JUMP_IF_FALSE -> 6
if x:
    while True:
        pass
