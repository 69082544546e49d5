# glassbox fuzz reproducer: Python 3.12, differs
# cause: co_names: item vs item
# from: seed 1, program 1131 (28 lines, minimized to 2)
# first difference:
#   <module>: co_names: item vs item
#   x vs v7
for v7, *v8 in f2 or 7 or x:
    pass
