# glassbox fuzz reproducer: Python 3.10, differs
# cause: instructions: SETUP_ANNOTATIONS vs LOAD_CONST
# from: seed 1, program 613 (8 lines, minimized to 2)
# first difference:
#   <module>: instructions: SETUP_ANNOTATIONS vs LOAD_CONST
#   >>   0 SETUP_ANNOTATIONS                           | >>   0 LOAD_CONST 'é'
#        1 LOAD_CONST 'é'                              |      1 SETUP_WITH -> 17
#        2 SETUP_WITH -> 18                            |      2 LOAD_NAME x
#        3 LOAD_NAME x                                 |      3 LOAD_NAME x
with "\u00e9" as x[x]:
    v6: x
