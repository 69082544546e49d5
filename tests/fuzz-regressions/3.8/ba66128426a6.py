# glassbox fuzz reproducer: Python 3.8, does-not-recompile
# cause: does-not-recompile: no binding for nonlocal '…' found
# from: 1-09367.py (60 lines, minimized to 14)
# first difference:
#   no binding for nonlocal 'v11' found (line 10: if x or 1_000_000:)
# glassbox fuzz reproducer: Python 3.8, does-not-recompile
# cause: does-not-recompile: no binding for nonlocal '…' found
# from: seed 1, program 9367
# first difference:
#   no binding for nonlocal 'v11' found (line 25: v13 = (lambda: v9)(0b10, v10)('\N{BULLET}' is not 0 or v11 == 384, flag=(v12 := v4)))
def f5(p6, p7):
    if x:
        pass
    elif x:
        if x or 1_000_000:
            return
        (v11 := x)
    async def f17(p18, p19: x, p20, *p21, p22=x):
        nonlocal v11
