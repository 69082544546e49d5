# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: a return lift cannot place
# from: seed 1, program 767 (10 lines, minimized to 3)
# first difference:
#   f4: fallback: a return lift cannot place
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_GLOBAL x                               | >>   1 LOAD_GLOBAL SystemError + NULL
#        2 BEFORE_WITH                                 |      2 LOAD_CONST 'glassbox: could not reconstruct a return lift cannot place at offset 112'
#        3 STORE_FAST v10                              |      3 CALL 1
#        4 LOAD_GLOBAL x                               |      4 RAISE_VARARGS 1
def f4(p5: x = x, /, p6=x, p7=x, p8=x, *p9):
    with (x as v10, x as v11, x):
        return (v12 := x)
