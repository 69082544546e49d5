# glassbox fuzz reproducer: Python 3.12, differs
# cause: co_consts: item vs item
# from: p2.py (26 lines, minimized to 4)
# first difference:
#   <module>: co_consts: item vs item
#   '' vs 9
for (*v20, v12, v19) in x:
    x[u'' or x] = v27 = ...
else:
    x(x, x, **9, sep=u"")
