# glassbox fuzz reproducer: Python 3.10, differs
# cause: co_consts: item vs item
# from: p1.py (32 lines, minimized to 1)
# first difference:
#   <module>: co_consts: item vs item
#   6 vs None
v14 = x if 6 else 3
