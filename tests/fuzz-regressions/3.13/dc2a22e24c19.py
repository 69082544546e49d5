# glassbox fuzz reproducer: Python 3.13, differs
# cause: instructions: JUMP_FORWARD with another target
# from: seed 1, program 1565 (14 lines, minimized to 2)
# first difference:
#   <module>: instructions: JUMP_FORWARD with another target
#        3 POP_JUMP_IF_FALSE -> 7                      |      3 POP_JUMP_IF_FALSE -> 7
#        4 LOAD_NAME x                                 |      4 LOAD_NAME x
#        5 LOAD_ATTR x                                 |      5 LOAD_ATTR x
#   >>   6 JUMP_FORWARD -> 23                          | >>   6 JUMP_FORWARD -> 18
#        7 LOAD_NAME x                                 |      7 LOAD_NAME x
#        8 COPY 1                                      |      8 COPY 1
#        9 TO_BOOL                                     |      9 TO_BOOL
v4 = x.x if x else x and (1 and x and 602) and x
import json
