# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: a return, break or continue leaving a try or with statement without the code the compiler runs before it
# from: 11-00274.py (65 lines, minimized to 19)
# first difference:
#   f1: fallback: a return, break or continue leaving a try or with statement without the code the compiler runs before it
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_GLOBAL x                               | >>   1 LOAD_GLOBAL SystemError + NULL
#        2 POP_TOP                                     |      2 LOAD_CONST 'glassbox: could not reconstruct a return, break or continue leaving a try or with statement without the code the compiler runs before it at offset 120'
#        3 LOAD_GLOBAL x + NULL                        |      3 CALL 1
#        4 CALL 0                                      |      4 RAISE_VARARGS 1
# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: a return, break or continue leaving a try or with statement without the code the compiler runs before it
# from: seed 11, program 274
# first difference:
#   f1: fallback: a return, break or continue leaving a try or with statement without the code the compiler runs before it
#   >>   0 MAKE_CELL p2                                | >>   0 RESUME 0
#        1 MAKE_CELL p3                                |      1 LOAD_GLOBAL SystemError + NULL
#        2 MAKE_CELL p4                                |      2 LOAD_CONST 'glassbox: could not reconstruct a return, break or continue leaving a try or with statement without the code the compiler runs before it at offset 2122'
#        3 MAKE_CELL p7                                |      3 CALL 1
def f1(p2: x, p3, p4=x, *, p7=x, p8) -> x:
    try:
        x
    except x as e28:
        pass
    else:
        return
    finally:
        x()
    x
