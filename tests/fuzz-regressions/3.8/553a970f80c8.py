# glassbox fuzz reproducer: Python 3.8, marked-fallback
# cause: fallback: a with statement without __enter__'s result
# from: seed 1, program 564 (9 lines, minimized to 3)
# first difference:
#   f3: fallback: a with statement without __enter__'s result
#   >>   0 LOAD_GLOBAL x                               | >>   0 LOAD_GLOBAL SystemError
#        1 BEFORE_ASYNC_WITH                           |      1 LOAD_CONST "glassbox: could not reconstruct a with statement without __enter__'s result at offset 12"
#        2 GET_AWAITABLE                               |      2 CALL_FUNCTION 1
#        3 LOAD_CONST None                             |      3 RAISE_VARARGS 1
async def f3(p4: x, p5=x):
    async with x as v6:
        x
