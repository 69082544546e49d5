# glassbox fuzz reproducer: Python 3.9, marked-fallback
# cause: fallback: code under an exception handler no try or with statement explains
# from: seed 1, program 1534 (19 lines, minimized to 5)
# first difference:
#   <module>: fallback: code under an exception handler no try or with statement explains
#   >>   0 LOAD_NAME x                                 | >>   0 LOAD_NAME SystemError
#        1 LOAD_NAME x                                 |      1 LOAD_CONST 'glassbox: could not reconstruct code under an exception handler no try or with statement explains at offset 42'
#        2 LOAD_NAME x                                 |      2 CALL_FUNCTION 1
#        3 BUILD_TUPLE 2                               |      3 RAISE_VARARGS 1
v5 = (x) != (lambda p1=x, /, p2=x, *, p3=x, **p4: x) < x
try:
    pass
except x:
    pass
