# glassbox fuzz reproducer: Python 3.11, differs
# cause: instructions: SETUP_ANNOTATIONS vs LOAD_CONST
# from: seed 1, program 1175 (13 lines, minimized to 4)
# first difference:
#   <module>: instructions: SETUP_ANNOTATIONS vs LOAD_CONST
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 SETUP_ANNOTATIONS                           | >>   1 LOAD_CONST None
#        2 LOAD_CONST None                             |      2 RETURN_VALUE
try:
    pass
except x:
    v10: x
