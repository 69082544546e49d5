# glassbox fuzz reproducer: Python 3.13, differs
# cause: co_names: item vs item
# from: seed 1, program 1856 (9 lines, minimized to 5)
# first difference:
#   <module>: co_names: item vs item
#   x vs
with (10.):
    while True:
        pass
    assert x
from .. import sep as v2
