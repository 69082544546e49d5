# glassbox fuzz reproducer: Python 3.12, differs
# cause: instructions: SETUP_ANNOTATIONS vs PUSH_NULL
# from: seed 1, program 1566 (7 lines, minimized to 2)
# first difference:
#   <module>: instructions: SETUP_ANNOTATIONS vs PUSH_NULL
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 SETUP_ANNOTATIONS                           | >>   1 PUSH_NULL
#        2 PUSH_NULL                                   |      2 LOAD_NAME x
#        3 LOAD_NAME x                                 |      3 CALL 0
#        4 CALL 0                                      |      4 BEFORE_WITH
with x() as (v1, *v2):
    v8: x = x
