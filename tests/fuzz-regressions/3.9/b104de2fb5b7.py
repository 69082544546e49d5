# glassbox fuzz reproducer: Python 3.9, differs
# cause: instructions: LOAD_CONST with another argument
# from: seed 1, program 7 (13 lines, minimized to 1)
# first difference:
#   <module>: instructions: LOAD_CONST with another argument
#   >>   0 LOAD_CONST 'a-'                             | >>   0 LOAD_CONST False
#        1 UNARY_NOT                                   |      1 STORE_NAME C1
#        2 STORE_NAME C1                               |      2 LOAD_CONST None
#        3 LOAD_CONST None                             |      3 RETURN_VALUE
C1 = not F'a-'
