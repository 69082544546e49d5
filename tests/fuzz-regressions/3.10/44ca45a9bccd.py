# glassbox fuzz reproducer: Python 3.10, differs
# cause: co_consts: item vs item
# from: p7.py (15 lines, minimized to 2)
# first difference:
#   <module>: co_consts: item vs item
#   inf vs None
if 1e309:
    pass
