# glassbox fuzz reproducer: Python 3.10, differs
# cause: instructions: SETUP_WITH with another target
# from: seed 1, program 1983 (8 lines, minimized to 2)
# first difference:
#   <module>: instructions: SETUP_WITH with another target
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#   >>   1 SETUP_WITH -> 45                            | >>   1 SETUP_WITH -> 49
#        2 POP_TOP                                     |      2 POP_TOP
#        3 LOAD_NAME x                                 |      3 LOAD_NAME x
#        4 SETUP_WITH -> 21                            |      4 SETUP_WITH -> 25
with x, x:
    v8 = x and x or x or x
