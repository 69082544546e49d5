# glassbox fuzz reproducer: Python 3.10, marked-fallback
# cause: fallback: a statement inside an expression
# from: seed 1, program 1543 (10 lines, minimized to 3)
# first difference:
#   <module>: fallback: a statement inside an expression
#   >>   0 LOAD_NAME x                                 | >>   0 LOAD_NAME SystemError
#        1 LOAD_NAME x                                 |      1 LOAD_CONST 'glassbox: could not reconstruct a statement inside an expression at offset 40'
#        2 DUP_TOP                                     |      2 CALL_FUNCTION 1
#        3 ROT_THREE                                   |      3 RAISE_VARARGS 1
(x) <= (x) > (lambda p2, p3, p4: x) is x
if x:
    pass
