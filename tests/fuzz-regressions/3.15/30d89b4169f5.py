# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: a return, break or continue leaving a try or with statement without the code the compiler runs before it
# from: seed 1, program 1946 (11 lines, minimized to 7)
# first difference:
#   f3: fallback: a return, break or continue leaving a try or with statement without the code the compiler runs before it
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_GLOBAL x                               | >>   1 LOAD_GLOBAL SystemError + NULL
#        2 UNPACK_EX 768                               |      2 LOAD_CONST 'glassbox: could not reconstruct a return, break or continue leaving a try or with statement without the code the compiler runs before it at offset 104'
#        3 STORE_FAST v9                               |      3 CALL 1
#        4 LOAD_GLOBAL x                               |      4 RAISE_VARARGS 1
def f3(p7=x):
    try:
        [*v9, x[x], v8, x.a] = x
    except x as e10:
        pass
    finally:
        return +9
