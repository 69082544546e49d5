# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a chained comparison lift could not rebuild
# from: seed 1, program 1130 (8 lines, minimized to 3)
# first difference:
#   <module>: fallback: a comprehension whose loop lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_CONST <code <genexpr>>                 | >>   1 PUSH_NULL
#        2 MAKE_FUNCTION 0                             |      2 LOAD_NAME SystemError
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct a comprehension whose loop lift could not rebuild at offset 14'
#        4 GET_ITER                                    |      4 PRECALL 1
@(x for v2, v3 in x if x for v4 in x if x > x <= 5 is x if x for v5, v6 in x)
async def f1(p7=x, /, p8=x, *p9, p10=x):
    x
