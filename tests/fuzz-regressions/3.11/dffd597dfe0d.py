# glassbox fuzz reproducer: Python 3.11, differs
# cause: instructions: SETUP_ANNOTATIONS vs DELETE_NAME
# from: seed 1, program 235 (11 lines, minimized to 5)
# first difference:
#   <module>: instructions: SETUP_ANNOTATIONS vs DELETE_NAME
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 SETUP_ANNOTATIONS                           | >>   1 DELETE_NAME v1
#        2 DELETE_NAME v1                              |      2 DELETE_NAME v2
#        3 DELETE_NAME v2                              |      3 LOAD_NAME x
#        4 LOAD_NAME x                                 |      4 LOAD_NAME __annotations__
del v1, v2
try:
    v9: x
finally:
    pass
