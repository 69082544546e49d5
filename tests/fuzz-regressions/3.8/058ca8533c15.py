# glassbox fuzz reproducer: Python 3.8, marked-fallback
# cause: fallback: a short-circuit operand lift could not rebuild
# from: seed 1, program 1432 (7 lines, minimized to 6)
# first difference:
#   <module>: fallback: a short-circuit operand lift could not rebuild
#   >>   0 LOAD_NAME v1                                | >>   0 LOAD_NAME SystemError
#        1 LOAD_NAME x                                 |      1 LOAD_CONST 'glassbox: could not reconstruct a short-circuit operand lift could not rebuild at offset 156'
#        2 JUMP_IF_FALSE_OR_POP -> 4                   |      2 CALL_FUNCTION 1
#        3 LOAD_NAME x                                 |      3 RAISE_VARARGS 1
v1 @= (x and x) | (x)
with x as (v2), x as (v3, v4):
    pass
for v6 in x.b:
    v7 = x ^ x
del (lambda p8=x(7), p9=4, /, p10=x if (lambda p11, p12, p13=x, *p14: x)(x, **v6, sep=x) or x or x else x, p15=x.x, p16=not x, **p17: x)(x)[x:(x and x() and x and ((x or v4 and v2 and x is v6 is v3 in x) or x or x)) and (x and (3 is not v1 is x == x or x) and 7)], v18
