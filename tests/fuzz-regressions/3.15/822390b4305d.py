# glassbox fuzz reproducer: Python 3.15, differs
# cause: co_consts: item vs item
# from: seed 1, program 1746 (9 lines, minimized to 2)
# first difference:
#   <module>: co_consts: item vs item
#   1 vs True
while 1:
    pass
