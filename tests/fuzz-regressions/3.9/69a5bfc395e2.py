# glassbox fuzz reproducer: Python 3.9, marked-fallback
# cause: fallback: a try or with statement lift could not rebuild (__glassbox_pop_except_ left)
# from: seed 1, program 630 (16 lines, minimized to 8)
# first difference:
#   <module>: fallback: a try or with statement lift could not rebuild (__glassbox_pop_except_ left)
#   >>   0 LOAD_NAME x                                 | >>   0 LOAD_NAME SystemError
#        1 GET_ITER                                    |      1 LOAD_CONST 'glassbox: could not reconstruct a try or with statement lift could not rebuild (__glassbox_pop_except_ left) at offset 0'
#        2 FOR_ITER -> 32                              |      2 CALL_FUNCTION 1
#        3 UNPACK_SEQUENCE 2                           |      3 RAISE_VARARGS 1
for (v5, v6) in (x):
    for (v8, v9, v10) in x:
        try:
            pass
        except x:
            break
    else:
        raise x
