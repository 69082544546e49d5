# glassbox fuzz reproducer: Python 3.9, marked-fallback
# cause: fallback: a jump out of two loops at once
# from: seed 1, program 1783 (11 lines, minimized to 3)
# first difference:
#   <module>: fallback: a jump out of two loops at once
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#   >>   1 POP_JUMP_IF_FALSE -> 12                     | >>   1 POP_JUMP_IF_FALSE -> 17
#        2 LOAD_NAME x                                 |      2 LOAD_NAME x
#        3 POP_JUMP_IF_TRUE -> 2                       |      3 POP_JUMP_IF_TRUE -> 2
#        4 LOAD_NAME x                                 |      4 LOAD_NAME x
while x:
    while x or x or x or x:
        pass
