# glassbox fuzz reproducer: Python 3.8, differs
# cause: co_consts: item vs item
# from: seed 1, program 768 (11 lines, minimized to 1)
# first difference:
#   <module>: co_consts: item vs item
#   '' vs ('',)
(*x, '')
