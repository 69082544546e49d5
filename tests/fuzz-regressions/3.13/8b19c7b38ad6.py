# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: a return, break or continue leaving a try or with statement without the code the compiler runs before it
# from: 11-00117.py (29 lines, minimized to 16)
# first difference:
#   <module>: fallback: a return, break or continue leaving a try or with statement without the code the compiler runs before it
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 GET_ITER                                    |      2 PUSH_NULL
#        3 FOR_ITER -> 8                               |      3 LOAD_CONST 'glassbox: could not reconstruct a return, break or continue leaving a try or with statement without the code the compiler runs before it at offset 40'
#        4 STORE_NAME v6                               |      4 CALL 1
# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: a return, break or continue leaving a try or with statement without the code the compiler runs before it
# from: seed 11, program 117
# first difference:
#   <module>: fallback: a return, break or continue leaving a try or with statement without the code the compiler runs before it
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME int                               | >>   1 LOAD_NAME SystemError
#        2 LOAD_ATTR items + NULL|self                 |      2 PUSH_NULL
#        3 LOAD_CONST Ellipsis                         |      3 LOAD_CONST 'glassbox: could not reconstruct a return, break or continue leaving a try or with statement without the code the compiler runs before it at offset 524'
#        4 LOAD_CONST Ellipsis                         |      4 CALL 1
for v6 in x:
    try:
        raise x from x
    except x:
        pass
    raise
