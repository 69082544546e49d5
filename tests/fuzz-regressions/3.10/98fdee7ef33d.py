# glassbox fuzz reproducer: Python 3.10, differs
# cause: co_consts: item vs item
# from: p14.py (21 lines, minimized to 2)
# first difference:
#   <module>: co_consts: item vs item
#   True vs None
if (True):
    pass
