# glassbox fuzz reproducer: Python 3.10, marked-fallback
# cause: fallback: a short-circuit operand lift could not rebuild
# from: seed 1, program 1238 (10 lines, minimized to 2)
# first difference:
#   <module>: fallback: a short-circuit operand lift could not rebuild
#   >>   0 LOAD_NAME v7                                | >>   0 LOAD_NAME SystemError
#        1 LOAD_NAME x                                 |      1 LOAD_CONST 'glassbox: could not reconstruct a short-circuit operand lift could not rebuild at offset 32'
#        2 LOAD_NAME x                                 |      2 CALL_FUNCTION 1
#        3 DUP_TOP                                     |      3 RAISE_VARARGS 1
v7 @= x is (x) != (lambda p8, p9=x, p10=x, **p11: 5) != x
del v1
