# glassbox fuzz reproducer: Python 3.10, differs
# cause: co_names: item vs (end)
# from: seed 1, program 119 (8 lines, minimized to 3)
# first difference:
#   <module>: co_names: item vs (end)
#   x vs (end)
while True:
    pass
v11 = x
