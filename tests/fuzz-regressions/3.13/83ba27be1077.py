# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: the normal exit of a try or with statement lift could not find
# from: seed 1, program 173 (9 lines, minimized to 4)
# first difference:
#   <module>: fallback: the normal exit of a try or with statement lift could not find
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 GET_ITER                                    |      2 PUSH_NULL
#        3 FOR_ITER -> 30                              |      3 LOAD_CONST 'glassbox: could not reconstruct the normal exit of a try or with statement lift could not find at offset 16'
#        4 STORE_NAME v3                               |      4 CALL 1
for v3 in x:
    with x:
        while x:
            x[x] = x or x
