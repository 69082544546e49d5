# glassbox fuzz reproducer: Python 3.11, differs
# cause: co_consts: item vs item
# from: seed 1, program 1856 (9 lines, minimized to 1)
# first difference:
#   <module>: co_consts: item vs item
#   253 vs None
assert 0xfd
