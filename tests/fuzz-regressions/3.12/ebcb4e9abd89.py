# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: a return in module code
# from: p145.py (9 lines, minimized to 2)
# first difference:
#   <module>: fallback: a return in module code
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#   >>   2 POP_JUMP_IF_FALSE -> 4                      | >>   2 POP_JUMP_IF_FALSE -> 7
#        3 JUMP_FORWARD -> 6                           |      3 LOAD_NAME x
#        4 LOAD_NAME x                                 |      4 LOAD_NAME x
#        5 POP_JUMP_IF_FALSE -> 10                     |      5 STORE_ATTR a
if x and not "" or x:
    x.a = x
