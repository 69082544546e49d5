# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: SETUP_FINALLY with another target
# from: seed 1, program 1054 (11 lines, minimized to 5)
# first difference:
#   <module>: instructions: SETUP_FINALLY with another target
#   >>   0 SETUP_FINALLY -> 9                          | >>   0 SETUP_FINALLY -> 8
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#        2 GET_ITER                                    |      2 GET_ITER
#        3 FOR_ITER -> 7                               |      3 FOR_ITER -> 6
try:
    for v2 in x:
        continue
except 0 as e7:
    pass
