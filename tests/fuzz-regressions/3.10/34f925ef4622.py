# glassbox fuzz reproducer: Python 3.10, marked-fallback
# cause: fallback: a chained comparison lift could not rebuild
# from: seed 1, program 397 (7 lines, minimized to 2)
# first difference:
#   <module>: fallback: a chained comparison lift could not rebuild
#   >>   0 LOAD_NAME x                                 | >>   0 LOAD_NAME SystemError
#        1 LOAD_NAME x                                 |      1 LOAD_CONST 'glassbox: could not reconstruct a chained comparison lift could not rebuild at offset 10'
#        2 DUP_TOP                                     |      2 CALL_FUNCTION 1
#        3 ROT_THREE                                   |      3 RAISE_VARARGS 1
while x > x <= (x) > (x):
    pass
