# glassbox fuzz reproducer: Python 3.14, marked-fallback
# cause: fallback: the normal exit of a try or with statement lift could not find
# from: seed 1, program 49 (19 lines, minimized to 4)
# first difference:
#   <module>: fallback: the normal exit of a try or with statement lift could not find
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 LOAD_NAME x                                 |      2 PUSH_NULL
#        3 DELETE_SUBSCR                               |      3 LOAD_CONST 'glassbox: could not reconstruct the normal exit of a try or with statement lift could not find at offset 4'
#        4 LOAD_NAME x                                 |      4 CALL 1
try:
    del x[x]
finally:
    v8 = x(541 or tuple, 38, x, k=x, **x)
