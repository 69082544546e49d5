# glassbox fuzz reproducer: Python 3.12, does-not-recompile
# cause: does-not-recompile: 'return' with value in async generator
# from: seed 1, program 454 (10 lines, minimized to 4)
# first difference:
#   'return' with value in async generator (line 5: )
async def f1(p2, *, p3, p4: x):
    if x:
        async for v6 in x:
            yield
