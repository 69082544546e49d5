# glassbox fuzz reproducer: Python 3.10, differs
# cause: instructions: SETUP_ANNOTATIONS vs LOAD_NAME
# from: seed 1, program 1924 (10 lines, minimized to 4)
# first difference:
#   <module>: instructions: SETUP_ANNOTATIONS vs LOAD_NAME
#   >>   0 SETUP_ANNOTATIONS                           | >>   0 LOAD_NAME v1
#        1 LOAD_NAME v1                                |      1 LOAD_NAME x
#        2 LOAD_NAME x                                 |      2 INPLACE_POWER
#        3 INPLACE_POWER                               |      3 STORE_NAME v1
while 1:
    v1 **= x
else:
    v4: x
