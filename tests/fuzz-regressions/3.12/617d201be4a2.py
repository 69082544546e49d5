# glassbox fuzz reproducer: Python 3.12, differs
# cause: co_names: item vs (end)
# from: seed 1, program 1953 (8 lines, minimized to 1)
# first difference:
#   <module>: co_names: item vs (end)
#   x vs (end)
assert (v12 := True) and (3 or (x))
