# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a with statement's handler lift does not recognise
# from: seed 1, program 1745 (10 lines, minimized to 5)
# first difference:
#   f2: fallback: a with statement's handler lift does not recognise
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_GLOBAL x                               | >>   1 LOAD_GLOBAL NULL + SystemError
#        2 BEFORE_WITH                                 |      2 LOAD_CONST "glassbox: could not reconstruct a with statement's handler lift does not recognise at offset 80"
#        3 POP_TOP                                     |      3 PRECALL 1
#        4 LOAD_GLOBAL x                               |      4 CALL 1
def f2(*, p3) -> x:
    while 1:
        with (x,):
            return x
        x[x] = x
