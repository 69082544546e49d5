# glassbox fuzz reproducer: Python 3.11, does-not-recompile
# cause: does-not-recompile: 'return' with value in async generator
# from: seed 1, program 1848 (17 lines, minimized to 5)
# first difference:
#   'return' with value in async generator (line 3: pass)
async def f2(p3=x, p4=x, /, p5: x = x, *p6: x) -> x:
    if (yield x):
        pass
    else:
        v7 /= x
