# glassbox fuzz reproducer: Python 3.8, marked-fallback
# cause: fallback: a with body that leaves values on the stack
# from: seed 1, program 1539 (18 lines, minimized to 6)
# first difference:
#   <module>: fallback: a with body that leaves values on the stack
#   >>   0 LOAD_NAME x                                 | >>   0 LOAD_NAME SystemError
#        1 GET_ITER                                    |      1 LOAD_CONST 'glassbox: could not reconstruct a with body that leaves values on the stack at offset 12'
#        2 FOR_ITER -> 34                              |      2 CALL_FUNCTION 1
#        3 STORE_NAME v3                               |      3 RAISE_VARARGS 1
for v3 in (x):
    with x:
        try:
            break
        except x:
            pass
