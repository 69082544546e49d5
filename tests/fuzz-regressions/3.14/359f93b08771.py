# glassbox fuzz reproducer: Python 3.14, does-not-recompile
# cause: does-not-recompile: 'return' with value in async generator
# from: seed 1, program 454 (10 lines, minimized to 5)
# first difference:
#   'return' with value in async generator (line 4: elif x:)
async def f1(p2, *, p3, p4: x):
    if x:
        yield
    elif x:
        pass
