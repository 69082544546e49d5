# glassbox fuzz reproducer: Python 3.9, differs
# cause: co_consts: item vs (end)
# from: seed 1, program 939 (8 lines, minimized to 2)
# first difference:
#   <setcomp>: co_consts: item vs (end)
#   1.5 vs (end)
def f2(p3: x, p4=x, /, p5: x = x, p6={x for (v7, v8, v9) in x if 1.5}, p10=x):
    pass
