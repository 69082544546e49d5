# glassbox fuzz reproducer: Python 3.12, differs
# cause: co_consts: item vs item
# from: p24.py (56 lines, minimized to 3)
# first difference:
#   <module>: co_consts: item vs item
#   None vs True
if x:
    while x:
        x[x] ^= (x)
