# glassbox fuzz reproducer: Python 3.10, differs
# cause: co_consts: item vs item
# from: seed 1, program 1303 (10 lines, minimized to 2)
# first difference:
#   <module>: co_consts: item vs item
#   Ellipsis vs None
for v1 in 1j or ...:
    pass
