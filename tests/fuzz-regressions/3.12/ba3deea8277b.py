# glassbox fuzz reproducer: Python 3.12, does-not-recompile
# cause: does-not-recompile: invalid syntax
# from: 11-00023.py (46 lines, minimized to 7)
# first difference:
#   invalid syntax (line 2: # cause: does-not-recompile: invalid syntax)
# glassbox fuzz reproducer: Python 3.12, does-not-recompile
# cause: does-not-recompile: invalid syntax
# from: seed 11, program 23
# first difference:
#   invalid syntax (line 34: e39.b.a -= not v38 in '\N{BULLET}0' is not __class__)
from . import sep as v31
[6 for v32, v33, v34 in x if 3 if not 2]
