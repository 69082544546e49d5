# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: lift does not handle GetANext yet
# from: seed 1, program 454 (12 lines, minimized to 3)
# first difference:
#   f1: fallback: lift does not handle GetANext yet
#        0 RETURN_GENERATOR                            |      0 RETURN_GENERATOR
#        1 POP_TOP                                     |      1 POP_TOP
#        2 RESUME 0                                    |      2 RESUME 0
#   >>   3 LOAD_GLOBAL x                               | >>   3 LOAD_GLOBAL SystemError + NULL
#        4 GET_AITER                                   |      4 LOAD_CONST 'glassbox: could not reconstruct lift does not handle GetANext yet at offset 20'
#        5 GET_ANEXT                                   |      5 CALL 1
#        6 PUSH_NULL                                   |      6 RAISE_VARARGS 1
async def f1(p2, *, p3, p4: x):
    async for v6 in x:
        pass
