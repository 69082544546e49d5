# glassbox fuzz reproducer: Python 3.8, does-not-recompile
# cause: does-not-recompile: no binding for nonlocal '…' found
# from: 1-03502.py (75 lines, minimized to 16)
# first difference:
#   no binding for nonlocal 'v60' found (line 10: pass)
# glassbox fuzz reproducer: Python 3.8, does-not-recompile
# cause: does-not-recompile: no binding for nonlocal '…' found
# from: seed 1, program 3502
# first difference:
#   no binding for nonlocal 'v60' found (line 64: nonlocal v68)
def f5(*, p6=x) -> x:
    if x:
        pass
    elif (x):
        pass
    elif 5 or ("%d"):
        pass
    else:
        x[x], [v59, [v60, v9, x.a], [e45, x[x], x.x]], v11 = x
    class C69:
        nonlocal v60
