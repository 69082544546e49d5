# glassbox fuzz reproducer: Python 3.10, marked-fallback
# cause: fallback: a try body that leaves values on the stack
# from: seed 1, program 786 (16 lines, minimized to 7)
# first difference:
#   <module>: fallback: a try body that leaves values on the stack
#   >>   0 SETUP_FINALLY -> 46                         | >>   0 LOAD_NAME SystemError
#        1 LOAD_NAME x                                 |      1 LOAD_CONST 'glassbox: could not reconstruct a try body that leaves values on the stack at offset 2'
#        2 LOAD_CONST 9                                |      2 CALL_FUNCTION 1
#        3 LOAD_CONST ('p9',)                          |      3 RAISE_VARARGS 1
try:
    while (x) >= (lambda p6, p7, /, p8, *, p9=9, p11: x) > x < x:
        pass
except x as e14:
    pass
else:
    pass
