# glassbox fuzz reproducer: Python 3.15, differs
# cause: instructions: LOAD_NAME with another argument
# from: seed 1, program 591 (8 lines, minimized to 1)
# first difference:
#   <module>: instructions: LOAD_NAME with another argument
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME range
#        2 LOAD_NAME x                                 |      2 GET_ITER 0
#        3 COPY 2                                      |      3 FOR_ITER -> 9
#        4 COPY 2                                      |      4 UNPACK_SEQUENCE 3
x[x] //= {x for v1, v2, v3 in range if not 126 if (x)}
