# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: a return in module code
# from: 11-00040.py (37 lines, minimized to 19)
# first difference:
#   <module>: fallback: a return in module code
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#        2 TO_BOOL                                     |      2 TO_BOOL
#   >>   3 POP_JUMP_IF_FALSE -> 9                      | >>   3 POP_JUMP_IF_FALSE -> 13
#        4 LOAD_NAME x                                 |      4 LOAD_NAME x
#        5 TO_BOOL                                     |      5 TO_BOOL
#        6 POP_JUMP_IF_FALSE -> 8                      |      6 POP_JUMP_IF_FALSE -> 12
# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: a return in module code
# from: seed 11, program 40
# first difference:
#   <module>: fallback: a return in module code
#       92 LOAD_CONST 1000000                          |     92 LOAD_CONST 1000000
#       93 BINARY_OP 6 (%)                             |     93 BINARY_OP 6 (%)
#       94 COMPARE_OP 119 (bool(!=))                   |     94 COMPARE_OP 119 (bool(!=))
#   >>  95 POP_JUMP_IF_FALSE -> 401                    | >>  95 POP_JUMP_IF_FALSE -> 421
#       96 JUMP_FORWARD -> 99                          |     96 JUMP_FORWARD -> 99
#       97 POP_TOP                                     |     97 POP_TOP
#       98 JUMP_FORWARD -> 401                         |     98 JUMP_FORWARD -> 421
if x:
    if x:
        pass
elif x:
    pass
else:
    x.a = x
