# glassbox fuzz reproducer: Python 3.14, differs
# cause: exception table: item vs item
# from: seed 1, program 604 (10 lines, minimized to 1)
# first difference:
#   <genexpr>: exception table: item vs item
#   2-7 -> 47 depth 0 lasti vs 2-10 -> 47 depth 0 lasti
v10 = (x for v7 in x for v8 in (x and x and x) and 9 for v9 in x)
