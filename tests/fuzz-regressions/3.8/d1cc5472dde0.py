# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: SETUP_WITH with another target
# from: seed 1, program 22 (9 lines, minimized to 3)
# first difference:
#   <module>: instructions: SETUP_WITH with another target
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#   >>   1 SETUP_WITH -> 29                            | >>   1 SETUP_WITH -> 28
#        2 STORE_NAME v1                               |      2 STORE_NAME v1
#        3 LOAD_NAME x                                 |      3 LOAD_NAME x
#        4 SETUP_WITH -> 24                            |      4 SETUP_WITH -> 23
with x as v1, x, x:
    for v3, *v4 in x:
        continue
