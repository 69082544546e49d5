# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: lift does not handle GetANext yet
# from: seed 1, program 1997 (14 lines, minimized to 2)
# first difference:
#   f5: fallback: a comprehension whose loop lift could not rebuild
#        0 RETURN_GENERATOR                            |      0 RETURN_GENERATOR
#        1 POP_TOP                                     |      1 POP_TOP
#        2 RESUME 0                                    |      2 RESUME 0
#   >>   3 LOAD_CONST <code <genexpr>>                 | >>   3 LOAD_GLOBAL NULL + SystemError
#        4 MAKE_FUNCTION 0                             |      4 LOAD_CONST 'glassbox: could not reconstruct a comprehension whose loop lift could not rebuild at offset 22'
#        5 LOAD_GLOBAL x                               |      5 CALL 1
#        6 GET_AITER                                   |      6 RAISE_VARARGS 1
async def f5(p6: x, *p7) -> x:
    return (x async for (v8, v9, v10) in x if x if x != x is not x)
