# glassbox fuzz reproducer: Python 3.10, differs
# cause: co_consts: item vs item
# from: m.py (2 lines, minimized to 1)
# first difference:
#   <module>: co_consts: item vs item
#   1 vs None
v1 = 1 and x
