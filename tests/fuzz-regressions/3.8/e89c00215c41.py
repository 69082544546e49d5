# glassbox fuzz reproducer: Python 3.8, marked-fallback
# cause: fallback: the normal exit of a try or with statement lift could not find
# from: seed 1, program 1374 (23 lines, minimized to 5)
# first difference:
#   <module>: fallback: the normal exit of a try or with statement lift could not find
#   >>   0 LOAD_NAME x                                 | >>   0 LOAD_NAME SystemError
#        1 SETUP_WITH -> 33                            |      1 LOAD_CONST 'glassbox: could not reconstruct the normal exit of a try or with statement lift could not find at offset 10'
#        2 POP_TOP                                     |      2 CALL_FUNCTION 1
#        3 LOAD_NAME x                                 |      3 RAISE_VARARGS 1
with x, x as v22:
    if (x == x >= x) and x:
        pass
    elif (x):
        raise x from x
