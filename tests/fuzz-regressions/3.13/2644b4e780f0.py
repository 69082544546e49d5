# glassbox fuzz reproducer: Python 3.13, differs
# cause: co_names: item vs (end)
# from: seed 1, program 1207 (7 lines, minimized to 3)
# first difference:
#   <module>: co_names: item vs (end)
#   int vs (end)
def f2(p3, /, p4, *, p5=x, **p6):
    pass
f2 = "\N{BULLET}" or int or (x)
