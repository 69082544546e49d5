# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: the normal exit of a try or with statement lift could not find
# from: seed 1, program 173 (9 lines, minimized to 4)
# first difference:
#   <module>: fallback: the normal exit of a try or with statement lift could not find
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 GET_ITER                                    |      2 LOAD_NAME SystemError
#        3 FOR_ITER -> 27                              |      3 LOAD_CONST 'glassbox: could not reconstruct the normal exit of a try or with statement lift could not find at offset 16'
#        4 STORE_NAME v3                               |      4 CALL 1
for v3 in x:
    with x:
        while x:
            x[x] = x or x
