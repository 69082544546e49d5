# glassbox fuzz reproducer: Python 3.12, differs
# cause: co_varnames: item vs (end)
# from: seed 1, program 1396 (9 lines, minimized to 3)
# first difference:
#   f4: co_varnames: item vs (end)
#   v8 vs (end)
def f4[T5: x, **T6](*, p7):
    if not 0x46 and (v8 := p7) and "abc":
        pass
