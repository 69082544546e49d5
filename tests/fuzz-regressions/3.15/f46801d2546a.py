# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: a return lift cannot place
# from: seed 1, program 1339 (24 lines, minimized to 3)
# first difference:
#   f7: fallback: a return lift cannot place
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_GLOBAL x                               | >>   1 LOAD_GLOBAL SystemError + NULL
#        2 COPY 1                                      |      2 LOAD_CONST 'glassbox: could not reconstruct a return lift cannot place at offset 68'
#        3 LOAD_SPECIAL 1 (__exit__)                   |      3 CALL 1
#        4 SWAP 2                                      |      4 RAISE_VARARGS 1
def f7(*p8: x, **p9):
    with x as v10:
        return (v23 := x)
