# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a short-circuit operand lift could not rebuild
# from: seed 1, program 1534 (8 lines, minimized to 1)
# first difference:
#   <module>: fallback: a short-circuit operand lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 LOAD_NAME x                                 |      2 LOAD_NAME SystemError
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct a short-circuit operand lift could not rebuild at offset 30'
#        4 BUILD_TUPLE 2                               |      4 PRECALL 1
v5 = (x) != (lambda p1=x, /, p2=x, *, p3=x, **p4: x) < x
