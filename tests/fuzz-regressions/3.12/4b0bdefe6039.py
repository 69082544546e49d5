# glassbox fuzz reproducer: Python 3.12, differs
# cause: co_names: item vs item
# from: seed 1, program 1235 (9 lines, minimized to 2)
# first difference:
#   <module>: co_names: item vs item
#   x vs v1
for v1, v2 in ... or x:
    pass
