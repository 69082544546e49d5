# glassbox fuzz reproducer: Python 3.9, differs
# cause: instructions: SETUP_ANNOTATIONS vs SETUP_FINALLY
# from: seed 1, program 1237 (11 lines, minimized to 4)
# first difference:
#   <module>: instructions: SETUP_ANNOTATIONS vs SETUP_FINALLY
#   >>   0 SETUP_ANNOTATIONS                           | >>   0 SETUP_FINALLY -> 9
#        1 SETUP_FINALLY -> 10                         |      1 LOAD_NAME x
#        2 LOAD_NAME x                                 |      2 STORE_NAME v1
#        3 STORE_NAME v1                               |      3 LOAD_NAME x
try:
    v1: x = x
except:
    x
