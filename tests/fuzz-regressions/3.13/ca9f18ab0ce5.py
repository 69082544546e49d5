# glassbox fuzz reproducer: Python 3.13, differs
# cause: instructions: SETUP_ANNOTATIONS vs DELETE_NAME
# from: seed 1, program 1366 (10 lines, minimized to 4)
# first difference:
#   <module>: instructions: SETUP_ANNOTATIONS vs DELETE_NAME
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 SETUP_ANNOTATIONS                           | >>   1 DELETE_NAME v1
#        2 DELETE_NAME v1                              |      2 DELETE_NAME v2
#        3 DELETE_NAME v2                              |      3 LOAD_NAME x
#        4 LOAD_NAME x                                 |      4 LOAD_NAME __annotations__
try:
    del v1, v2
finally:
    v20: x
