# glassbox fuzz reproducer: Python 3.11, differs
# cause: instructions: JUMP_IF_FALSE_OR_POP with another target
# from: seed 1, program 1669 (8 lines, minimized to 1)
# first difference:
#   <module>: instructions: JUMP_IF_FALSE_OR_POP with another target
#        4 COPY 2                                      |      4 COPY 2
#        5 BINARY_SUBSCR                               |      5 BINARY_SUBSCR
#        6 LOAD_NAME x                                 |      6 LOAD_NAME x
#   >>   7 JUMP_IF_FALSE_OR_POP -> 15                  | >>   7 JUMP_IF_FALSE_OR_POP -> 13
#        8 LOAD_NAME x                                 |      8 LOAD_NAME x
#        9 JUMP_IF_FALSE_OR_POP -> 15                  |      9 JUMP_IF_FALSE_OR_POP -> 13
#       10 LOAD_CONST '\\'                             |     10 LOAD_NAME x
x[x] ^= x and (x and '\\') and (x) and x
