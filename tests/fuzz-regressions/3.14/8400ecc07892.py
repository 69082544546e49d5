# glassbox fuzz reproducer: Python 3.14, differs
# cause: co_consts: item vs item
# from: seed 1, program 114 (9 lines, minimized to 2)
# first difference:
#   <module>: co_consts: item vs item
#   False vs None
if False:
    pass
