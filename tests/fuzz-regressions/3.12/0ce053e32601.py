# glassbox fuzz reproducer: Python 3.12, differs
# cause: co_consts: item vs item
# from: seed 1, program 2 (26 lines, minimized to 1), before its fix
# first difference:
#   <module>: co_consts: item vs item
#   '' vs None
x[u'' or x] = v27 = x
