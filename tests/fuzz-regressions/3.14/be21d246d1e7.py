# glassbox fuzz reproducer: Python 3.14, marked-fallback
# cause: fallback: a return, break or continue leaving a try or with statement without the code the compiler runs before it
# from: seed 1, program 25 (13 lines, minimized to 4)
# first difference:
#   <module>: fallback: a return, break or continue leaving a try or with statement without the code the compiler runs before it
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 PUSH_NULL                                   |      2 PUSH_NULL
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct a return, break or continue leaving a try or with statement without the code the compiler runs before it at offset 170'
#        4 LOAD_NAME x                                 |      4 CALL 1
try:
    x.b = x(x, x, end=(x or x or x) or x or (x) or x, **x)
finally:
    assert x, x
