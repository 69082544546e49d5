# glassbox fuzz reproducer: Python 3.9, differs
# cause: instructions: SETUP_ANNOTATIONS vs DELETE_NAME
# from: seed 1, program 1591 (10 lines, minimized to 5)
# first difference:
#   <module>: instructions: SETUP_ANNOTATIONS vs DELETE_NAME
#   >>   0 SETUP_ANNOTATIONS                           | >>   0 DELETE_NAME v1
#        1 DELETE_NAME v1                              |      1 DELETE_NAME v2
#        2 DELETE_NAME v2                              |      2 SETUP_FINALLY -> 11
#        3 SETUP_FINALLY -> 12                         |      3 LOAD_NAME x
del v1, v2
try:
    v10: x = x
finally:
    pass
