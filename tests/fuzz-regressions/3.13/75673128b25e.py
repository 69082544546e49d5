# glassbox fuzz reproducer: Python 3.13, does-not-recompile
# cause: does-not-recompile: no binding for nonlocal '…' found
# from: seed 1, program 570 (17 lines, minimized to 4)
# first difference:
#   no binding for nonlocal 'v15' found (line 4: nonlocal v15)
def f1(p4, /, p5, *p6: x, p7=x) -> x:
    for v17 in [x for v8 in x if x for v9, v10, v11 in x if x if x for v12, v13, v14 in x if 976070162972645163138588918046056770621 or (v15 := x)]:
        def f18[T19: x = x, T20: x = x, **T21 = x](p22, /, p23=x):
            nonlocal v15
