# glassbox fuzz reproducer: Python 3.15, differs
# cause: co_names: item vs (end)
# from: seed 1, program 533 (12 lines, minimized to 2)
# first difference:
#   <module>: co_names: item vs (end)
#   x vs (end)
if v2 and None and (x):
    pass
