# glassbox fuzz reproducer: Python 3.12, differs
# cause: co_names: item vs item
# from: seed 1, program 1713 (60 lines, minimized to 2)
# first difference:
#   <module>: co_names: item vs item
#   x vs f1
if (True or x) in f1:
    pass
