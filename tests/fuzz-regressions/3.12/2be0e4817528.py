# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: a for loop whose item is never stored: break\xNa
# from: seed 1, program 621 (29 lines, minimized to 5)
# first difference:
#   f1: fallback: a for loop whose item is never stored: break\xNa
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_GLOBAL x                               | >>   1 LOAD_GLOBAL NULL + SystemError
#        2 GET_ITER                                    |      2 LOAD_CONST 'glassbox: could not reconstruct a for loop whose item is never stored: break\n at offset 14'
#        3 FOR_ITER -> 9                               |      3 CALL 1
#        4 STORE_FAST v20                              |      4 RAISE_VARARGS 1
def f1(p2, /, p3, *p4) -> x:
    for v20 in x:
        return x
    while 1:
        pass
