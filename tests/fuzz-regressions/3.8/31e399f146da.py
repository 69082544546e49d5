# glassbox fuzz reproducer: Python 3.8, marked-fallback
# cause: fallback: a try body that leaves values on the stack
# from: seed 1, program 868 (20 lines, minimized to 5)
# first difference:
#   <module>: fallback: a try body that leaves values on the stack
#   >>   0 SETUP_FINALLY -> 22                         | >>   0 LOAD_NAME SystemError
#        1 LOAD_NAME x                                 |      1 LOAD_CONST 'glassbox: could not reconstruct a try body that leaves values on the stack at offset 2'
#        2 LOAD_NAME x                                 |      2 CALL_FUNCTION 1
#        3 DUP_TOP                                     |      3 RAISE_VARARGS 1
try:
    if (x) is (v4 := x) < x < x:
        pass
except x:
    pass
