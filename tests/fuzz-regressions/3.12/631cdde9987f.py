# glassbox fuzz reproducer: Python 3.12, differs
# cause: co_consts: item vs item
# from: seed 1, program 506 (11 lines, minimized to 1)
# first difference:
#   <module>: co_consts: item vs item
#   Ellipsis vs None
... and x
