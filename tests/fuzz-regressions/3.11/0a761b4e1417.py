# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: lift does not handle GetANext yet
# from: seed 1, program 74 (22 lines, minimized to 3)
# first difference:
#   f3: fallback: lift does not handle GetANext yet
#        0 RETURN_GENERATOR                            |      0 RETURN_GENERATOR
#        1 POP_TOP                                     |      1 POP_TOP
#        2 RESUME 0                                    |      2 RESUME 0
#   >>   3 LOAD_GLOBAL x                               | >>   3 LOAD_GLOBAL NULL + SystemError
#        4 GET_AITER                                   |      4 LOAD_CONST 'glassbox: could not reconstruct lift does not handle GetANext yet at offset 20'
#        5 GET_ANEXT                                   |      5 PRECALL 1
#        6 LOAD_CONST None                             |      6 CALL 1
async def f3(p4, **p5):
    async for v15, v16 in x:
        return x
