# glassbox fuzz reproducer: Python 3.11, differs
# cause: co_names: item vs (end)
# from: seed 1, program 116 (8 lines, minimized to 1)
# first difference:
#   <lambda>: co_names: item vs (end)
#   x vs (end)
lambda: 0 and (x)
