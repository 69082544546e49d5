# glassbox fuzz reproducer: Python 3.12, differs
# cause: co_names: item vs item
# from: seed 1, program 356 (8 lines, minimized to 1)
# first difference:
#   <module>: co_names: item vs item
#   dict vs v1
x(not 8 and dict, flag=x, key=(v1 := x))
