# glassbox fuzz reproducer: Python 3.12, differs
# cause: co_names: item vs item
# from: p49.py (19 lines, minimized to 5)
# first difference:
#   <module>: co_names: item vs item
#   KeyError vs x
if v2:
    v2
elif v2:
    raise KeyError
raise x
