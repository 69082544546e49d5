# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: SETUP_ANNOTATIONS vs SETUP_FINALLY
# from: seed 1, program 1656 (10 lines, minimized to 4)
# first difference:
#   <module>: instructions: SETUP_ANNOTATIONS vs SETUP_FINALLY
#   >>   0 SETUP_ANNOTATIONS                           | >>   0 SETUP_FINALLY -> 7
#        1 SETUP_FINALLY -> 8                          |      1 LOAD_NAME x
#        2 LOAD_NAME x                                 |      2 LOAD_NAME __annotations__
#        3 LOAD_NAME __annotations__                   |      3 LOAD_CONST 'v1'
try:
    v1: x
except x:
    pass
