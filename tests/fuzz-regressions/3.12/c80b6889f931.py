# glassbox fuzz reproducer: Python 3.12, differs
# cause: instructions: SETUP_ANNOTATIONS vs LOAD_CONST
# from: seed 1, program 1175 (13 lines, minimized to 6)
# first difference:
#   <module>: instructions: SETUP_ANNOTATIONS vs LOAD_CONST
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 SETUP_ANNOTATIONS                           | >>   1 LOAD_CONST 1j
#        2 LOAD_CONST 1j                               |      2 BEFORE_WITH
#        3 BEFORE_WITH                                 |      3 STORE_NAME v1
#        4 STORE_NAME v1                               |      4 LOAD_CONST None
with 1j as v1:
    pass
try:
    pass
except x:
    v10: x
