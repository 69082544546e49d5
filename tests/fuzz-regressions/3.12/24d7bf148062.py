# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: a chained comparison lift could not rebuild
# from: p25.py (17 lines, minimized to 4)
# first difference:
#   <module>: fallback: a chained comparison lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 COPY 1                                      |      2 LOAD_NAME SystemError
#        3 POP_JUMP_IF_TRUE -> 26                      |      3 LOAD_CONST 'glassbox: could not reconstruct a chained comparison lift could not rebuild at offset 40'
#        4 POP_TOP                                     |      4 CALL 1
try:
    f2 = x or x == x in x is not x
finally:
    pass
