# glassbox fuzz reproducer: Python 3.9, differs
# cause: co_consts: item vs item
# from: seed 1, program 1551 (8 lines, minimized to 1)
# first difference:
#   <module>: co_consts: item vs item
#   752 vs 6
x(sep=x, key=6 if (x) and 752 else x)
