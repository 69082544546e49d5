# glassbox fuzz reproducer: Python 3.10, marked-fallback
# cause: fallback: a lambda whose body is not one expression
# from: seed 1, program 1341 (32 lines, minimized to 2)
# first difference:
#   f1: co_flags: OPTIMIZED, NEWLOCALS, VARARGS vs OPTIMIZED, NEWLOCALS, VARARGS, NOFREE
#   OPTIMIZED, NEWLOCALS, VARARGS vs OPTIMIZED, NEWLOCALS, VARARGS, NOFREE
def f1(p2: x, *p3):
    lambda p22, p23: x or .5 or p2
