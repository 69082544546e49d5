# glassbox fuzz reproducer: Python 3.13, differs
# cause: instructions: COPY vs BINARY_SLICE
# from: seed 1, program 1310 (10 lines, minimized to 1)
# first difference:
#   <module>: instructions: COPY vs BINARY_SLICE
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#        2 LOAD_NAME x                                 |      2 LOAD_NAME x
#        3 LOAD_CONST None                             |      3 LOAD_CONST None
#   >>   4 COPY 3                                      | >>   4 BINARY_SLICE
#        5 COPY 3                                      |      5 LOAD_CONST 4
#        6 COPY 3                                      |      6 BINARY_OP 6 (%)
#        7 BINARY_SLICE                                |      7 LOAD_NAME x
x[x:] %= 4
