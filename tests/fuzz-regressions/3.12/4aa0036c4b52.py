# glassbox fuzz reproducer: Python 3.12, differs
# cause: co_names: item vs item
# from: seed 1, program 282 (11 lines, minimized to 3)
# first difference:
#   <module>: co_names: item vs item
#   iter vs v14
while x(not 'a' and x and iter, x, k=x):
    for v14, v15 in x:
        pass
