# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a jump out of two loops at once
# from: seed 1, program 1601 (10 lines, minimized to 3)
# first difference:
#   <module>: fallback: a jump out of two loops at once
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#        2 POP_JUMP_FORWARD_IF_TRUE -> 3               |      2 POP_JUMP_FORWARD_IF_TRUE -> 3
#        3 LOAD_NAME x                                 |      3 LOAD_NAME x
#   >>   4 POP_JUMP_FORWARD_IF_FALSE -> 6              | >>   4 POP_JUMP_FORWARD_IF_TRUE -> 19
#        5 JUMP_BACKWARD -> 1                          |      5 LOAD_NAME x
#        6 LOAD_NAME x                                 |      6 POP_JUMP_FORWARD_IF_FALSE -> 17
#        7 POP_JUMP_BACKWARD_IF_TRUE -> 3              |      7 LOAD_NAME x
while x or 1e-07:
    if x:
        continue
