# glassbox fuzz reproducer: Python 3.14, differs
# cause: co_names: item vs (end)
# from: seed 1, program 1318 (11 lines, minimized to 4)
# first difference:
#   <module>: co_names: item vs (end)
#   x vs (end)
type Alias1 = x
assert not ..., ''
if x:
    pass
