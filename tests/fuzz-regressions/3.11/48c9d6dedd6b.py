# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a return lift cannot place
# from: seed 1, program 1984 (19 lines, minimized to 5)
# first difference:
#   f3: fallback: a return lift cannot place
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_GLOBAL x                               | >>   1 LOAD_GLOBAL NULL + SystemError
#        2 LOAD_GLOBAL x                               |      2 LOAD_CONST 'glassbox: could not reconstruct a return lift cannot place at offset 76'
#        3 RAISE_VARARGS 2                             |      3 PRECALL 1
#        4 PUSH_EXC_INFO                               |      4 CALL 1
def f3(cls, p4):
    try:
        raise x from x
    except x as e6:
        return (v7 := x)
