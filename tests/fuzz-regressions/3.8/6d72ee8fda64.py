# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: JUMP_FORWARD with another target
# from: 11-00131.py (74 lines, minimized to 20)
# first difference:
#   <module>: instructions: JUMP_FORWARD with another target
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#        1 POP_JUMP_IF_FALSE -> 3                      |      1 POP_JUMP_IF_FALSE -> 3
#   >>   2 JUMP_FORWARD -> 9                           | >>   2 JUMP_FORWARD -> 8
#        3 LOAD_NAME x                                 |      3 LOAD_NAME x
#        4 POP_JUMP_IF_FALSE -> 6                      |      4 POP_JUMP_IF_FALSE -> 6
#        5 JUMP_FORWARD -> 9                           |      5 JUMP_FORWARD -> 8
# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: JUMP_FORWARD with another target
# from: seed 11, program 131
# first difference:
#   <module>: instructions: JUMP_FORWARD with another target
#       96 POP_TOP                                     |     96 POP_TOP
#       97 INPLACE_RSHIFT                              |     97 INPLACE_RSHIFT
#       98 STORE_NAME v3                               |     98 STORE_NAME v3
#   >>  99 JUMP_FORWARD -> 564                         | >>  99 JUMP_FORWARD -> 557
#      100 LOAD_NAME v3                                |    100 LOAD_NAME v3
#      101 LOAD_NAME min                               |    101 LOAD_NAME min
#      102 COMPARE_OP 9 (is not)                       |    102 COMPARE_OP 9 (is not)
if x:
    pass
elif x:
    pass
elif x:
    pass
else:
    pass
