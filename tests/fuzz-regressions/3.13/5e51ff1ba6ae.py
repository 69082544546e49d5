# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: a short-circuit operand lift could not rebuild
# from: seed 1, program 1534 (8 lines, minimized to 1)
# first difference:
#   <module>: fallback: a short-circuit operand lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 LOAD_NAME x                                 |      2 PUSH_NULL
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct a short-circuit operand lift could not rebuild at offset 42'
#        4 BUILD_TUPLE 2                               |      4 CALL 1
v5 = (x) != (lambda p1=x, /, p2=x, *, p3=x, **p4: x) < x
