# glassbox fuzz reproducer: Python 3.12, differs
# cause: co_names: item vs item
# from: seed 1, program 1501 (22 lines, minimized to 2)
# first difference:
#   <module>: co_names: item vs item
#   print vs v2
assert x, ... or print
v2 = v3 = x
