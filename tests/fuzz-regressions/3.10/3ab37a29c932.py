# glassbox fuzz reproducer: Python 3.10, marked-fallback
# cause: fallback: a return, break or continue leaving a try or with statement without the code the compiler runs before it
# from: seed 1, program 1030 (14 lines, minimized to 7)
# first difference:
#   <module>: fallback: a return, break or continue leaving a try or with statement without the code the compiler runs before it
#   >>   0 LOAD_NAME x                                 | >>   0 LOAD_NAME SystemError
#        1 GET_ITER                                    |      1 LOAD_CONST 'glassbox: could not reconstruct a return, break or continue leaving a try or with statement without the code the compiler runs before it at offset 4'
#        2 FOR_ITER -> 62                              |      2 CALL_FUNCTION 1
#        3 STORE_NAME v2                               |      3 RAISE_VARARGS 1
for v2 in x:
    try:
        pass
    except x as e7:
        continue
    finally:
        x[x if (x) else x] = v13 = x
