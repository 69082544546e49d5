# glassbox fuzz reproducer: Python 3.10, differs
# cause: instructions: SETUP_ANNOTATIONS vs SETUP_FINALLY
# from: seed 1, program 533 (12 lines, minimized to 4)
# first difference:
#   <module>: instructions: SETUP_ANNOTATIONS vs SETUP_FINALLY
#   >>   0 SETUP_ANNOTATIONS                           | >>   0 SETUP_FINALLY -> 10
#        1 SETUP_FINALLY -> 11                         |      1 LOAD_NAME x
#        2 LOAD_NAME x                                 |      2 STORE_NAME v3
#        3 STORE_NAME v3                               |      3 LOAD_NAME x
try:
    v3: x = x
finally:
    pass
