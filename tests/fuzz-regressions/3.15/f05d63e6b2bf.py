# glassbox fuzz reproducer: Python 3.15, differs
# cause: co_names: item vs item
# from: seed 1, program 1769 (8 lines, minimized to 4)
# first difference:
#   C2: co_names: item vs item
#   x vs __static_attributes__
class C2[**T3 = x, T4: x = x, T5 = x](x):
    while True:
        pass
    v9 = (x)
