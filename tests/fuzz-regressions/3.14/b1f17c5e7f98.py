# glassbox fuzz reproducer: Python 3.14, marked-fallback
# cause: fallback: lift does not handle PopJumpIfFalse yet
# from: seed 1, program 540 (8 lines, minimized to 2)
# first difference:
#   f1: fallback: lift does not handle PopJumpIfFalse yet
#        0 RETURN_GENERATOR                            |      0 RETURN_GENERATOR
#        1 POP_TOP                                     |      1 POP_TOP
#        2 RESUME 0                                    |      2 RESUME 0
#   >>   3 LOAD_GLOBAL x                               | >>   3 LOAD_GLOBAL SystemError + NULL
#        4 LOAD_GLOBAL x                               |      4 LOAD_CONST 'glassbox: could not reconstruct lift does not handle PopJumpIfFalse yet at offset 80'
#        5 SWAP 2                                      |      5 CALL 1
#        6 COPY 2                                      |      6 RAISE_VARARGS 1
async def f1(p2=x, *, p3: x, p4: x = x, **p6):
    return x <= x <= x < x
