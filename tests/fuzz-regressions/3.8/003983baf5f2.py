# glassbox fuzz reproducer: Python 3.8, marked-fallback
# cause: fallback: a statement inside an expression
# from: seed 1, program 1736 (14 lines, minimized to 3)
# first difference:
#   <module>: fallback: a statement inside an expression
#   >>   0 LOAD_NAME x                                 | >>   0 LOAD_NAME SystemError
#        1 LOAD_NAME x                                 |      1 LOAD_CONST 'glassbox: could not reconstruct a statement inside an expression at offset 12'
#        2 BUILD_TUPLE 1                               |      2 CALL_FUNCTION 1
#        3 LOAD_NAME x                                 |      3 RAISE_VARARGS 1
x(x, **(x or x and x and x or x), end=x)
while 1:
    pass
