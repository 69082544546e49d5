# glassbox fuzz reproducer: Python 3.14, differs
# cause: instructions: COPY vs BINARY_OP
# from: seed 1, program 1620 (11 lines, minimized to 1)
# first difference:
#   <module>: instructions: COPY vs BINARY_OP
#        2 LOAD_NAME x                                 |      2 LOAD_NAME x
#        3 COPY 1                                      |      3 COPY 1
#        4 STORE_NAME v9                               |      4 STORE_NAME v9
#   >>   5 COPY 2                                      | >>   5 BINARY_OP 26 ([])
#        6 COPY 2                                      |      6 LOAD_NAME x
#        7 BINARY_OP 26 ([])                           |      7 BINARY_OP 1 (&)
#        8 LOAD_NAME x                                 |      8 LOAD_NAME x
x[(v9 := x)] &= x
