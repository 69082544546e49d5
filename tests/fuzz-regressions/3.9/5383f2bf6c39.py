# glassbox fuzz reproducer: Python 3.9, does-not-recompile
# cause: does-not-recompile: 'return' with value in async generator
# from: seed 1, program 1856 (12 lines, minimized to 5)
# first difference:
#   'return' with value in async generator (line 3: return)
async def f1(p2: x = x, p3=x, p4: x = x, **p5) -> x:
    if (yield x):
        return
    while x:
        pass
