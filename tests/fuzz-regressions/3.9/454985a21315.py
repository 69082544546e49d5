# glassbox fuzz reproducer: Python 3.9, marked-fallback
# cause: fallback: a with statement's handler lift does not recognise
# from: seed 1, program 504 (20 lines, minimized to 4)
# first difference:
#   f4: fallback: a with statement's handler lift does not recognise
#   >>   0 LOAD_GLOBAL x                               | >>   0 LOAD_GLOBAL SystemError
#        1 SETUP_WITH -> 12                            |      1 LOAD_CONST "glassbox: could not reconstruct a with statement's handler lift does not recognise at offset 40"
#        2 POP_TOP                                     |      2 CALL_FUNCTION 1
#        3 LOAD_GLOBAL x                               |      3 RAISE_VARARGS 1
def f4(p5, /, p6: x, p7: x, p8, *, p9=x, **p10) -> x:
    with x:
        return x
    v18 = x and x
