# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: a lambda whose body is not one expression
# from: seed 1, program 1115 (19 lines, minimized to 2)
# first difference:
#   f1: instructions: MAKE_CELL vs RESUME
#   >>   0 MAKE_CELL p4                                | >>   0 RESUME 0
#        1 RESUME 0                                    |      1 LOAD_GLOBAL x
#        2 LOAD_GLOBAL x                               |      2 LOAD_GLOBAL x
#        3 LOAD_GLOBAL x                               |      3 BUILD_TUPLE 2
def f1(p2=(x), /, p4=x):
    lambda p10, p11, /, p12, p13=x, p14=x, *p15, p16, **p17: 2.5j or p4
