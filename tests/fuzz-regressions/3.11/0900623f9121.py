# glassbox fuzz reproducer: Python 3.11, differs
# cause: instructions: SETUP_ANNOTATIONS vs PUSH_NULL
# from: seed 1, program 1187 (9 lines, minimized to 6)
# first difference:
#   <module>: instructions: SETUP_ANNOTATIONS vs PUSH_NULL
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 SETUP_ANNOTATIONS                           | >>   1 PUSH_NULL
#        2 PUSH_NULL                                   |      2 LOAD_NAME x
#        3 LOAD_NAME x                                 |      3 PRECALL 0
#        4 PRECALL 0                                   |      4 CALL 0
x.a = x.a = lambda p1, p2=x(), *, p3: x
for v4, v5, *v6 in x:
    break
else:
    v13: x = x
from json import *
