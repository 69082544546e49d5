# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: SETUP_ANNOTATIONS vs LOAD_CONST
# from: seed 1, program 1819 (8 lines, minimized to 2)
# first difference:
#   <module>: instructions: SETUP_ANNOTATIONS vs LOAD_CONST
#   >>   0 SETUP_ANNOTATIONS                           | >>   0 LOAD_CONST None
#        1 LOAD_CONST None                             |      1 RETURN_VALUE
if (u''):
    v12: x
