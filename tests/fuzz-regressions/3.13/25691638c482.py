# glassbox fuzz reproducer: Python 3.13, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: 11-00016.py (44 lines, minimized to 13)
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE with another target
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#        2 COPY 1                                      |      2 COPY 1
#        3 TO_BOOL                                     |      3 TO_BOOL
#   >>   4 POP_JUMP_IF_FALSE -> 12                     | >>   4 POP_JUMP_IF_FALSE -> 23
#        5 POP_TOP                                     |      5 POP_TOP
#        6 LOAD_NAME x                                 |      6 LOAD_NAME x
#        7 COPY 1                                      |      7 COPY 1
# glassbox fuzz reproducer: Python 3.13, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: seed 11, program 16
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE with another target
#       13 STORE_NAME v1                               |     13 STORE_NAME v1
#       14 COPY 1                                      |     14 COPY 1
#       15 TO_BOOL                                     |     15 TO_BOOL
#   >>  16 POP_JUMP_IF_FALSE -> 24                     | >>  16 POP_JUMP_IF_FALSE -> 29
#       17 POP_TOP                                     |     17 POP_TOP
#       18 LOAD_NAME v1                                |     18 LOAD_NAME v1
#       19 COPY 1                                      |     19 COPY 1
((x) and x and x) and x
