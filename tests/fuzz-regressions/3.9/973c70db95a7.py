# glassbox fuzz reproducer: Python 3.9, differs
# cause: instructions: SETUP_ANNOTATIONS vs LOAD_NAME
# from: seed 1, program 1690 (9 lines, minimized to 2)
# first difference:
#   <module>: instructions: SETUP_ANNOTATIONS vs LOAD_NAME
#   >>   0 SETUP_ANNOTATIONS                           | >>   0 LOAD_NAME x
#        1 LOAD_NAME x                                 |      1 GET_ITER
#        2 GET_ITER                                    |      2 FOR_ITER -> 11
#        3 FOR_ITER -> 12                              |      3 LOAD_NAME x
for x[x] in x:
    v2: x
