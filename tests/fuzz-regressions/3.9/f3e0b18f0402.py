# glassbox fuzz reproducer: Python 3.9, marked-fallback
# cause: fallback: a short-circuit operand lift could not rebuild
# from: seed 1, program 1444 (8 lines, minimized to 1)
# first difference:
#   <module>: fallback: a short-circuit operand lift could not rebuild
#   >>   0 LOAD_NAME x                                 | >>   0 LOAD_NAME SystemError
#        1 LOAD_CONST 2                                |      1 LOAD_CONST 'glassbox: could not reconstruct a short-circuit operand lift could not rebuild at offset 30'
#        2 DUP_TOP                                     |      2 CALL_FUNCTION 1
#        3 ROT_THREE                                   |      3 RAISE_VARARGS 1
v15 = (x) >= (2) is (lambda p11, p12=x, /, p13=x, *p14: x) < (x)
