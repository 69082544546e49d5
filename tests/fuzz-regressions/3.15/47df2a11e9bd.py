# glassbox fuzz reproducer: Python 3.15, differs
# cause: instructions: FOR_ITER with another target
# from: seed 1, program 271 (9 lines, minimized to 2)
# first difference:
#   <module>: instructions: FOR_ITER with another target
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#        2 GET_ITER 0                                  |      2 GET_ITER 0
#   >>   3 FOR_ITER -> 25                              | >>   3 FOR_ITER -> 13
#        4 STORE_NAME v4                               |      4 STORE_NAME v4
#        5 LOAD_NAME x                                 |      5 LOAD_NAME x
#        6 COPY 1                                      |      6 COPY 1
for v4 in x:
    x.a **= not B'\'' and x and (x)
