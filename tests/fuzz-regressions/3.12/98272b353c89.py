# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: a return in module code
# from: p102.py (9 lines, minimized to 6)
# first difference:
#   <module>: fallback: a return in module code
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#   >>   2 POP_JUMP_IF_FALSE -> 7                      | >>   2 POP_JUMP_IF_FALSE -> 13
#        3 LOAD_NAME x                                 |      3 LOAD_NAME x
#        4 STORE_NAME m3                               |      4 STORE_NAME m3
#        5 LOAD_NAME x                                 |      5 LOAD_NAME x
if x:
    match x:
        case m3:
            pass
    x
del m3
