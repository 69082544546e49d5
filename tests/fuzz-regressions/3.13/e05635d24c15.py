# glassbox fuzz reproducer: Python 3.13, differs
# cause: instructions: MAKE_CELL with another argument
# from: seed 1, program 1911 (22 lines, minimized to 6)
# first difference:
#   f1: instructions: MAKE_CELL with another argument
#   >>   0 MAKE_CELL os                                | >>   0 MAKE_CELL v6
#        1 MAKE_CELL v6                                |      1 RESUME 0
#        2 RESUME 0                                    |      2 LOAD_GLOBAL x
#        3 LOAD_GLOBAL x                               |      3 COPY 1
def f1[T2: x]():
    [x[x], v3] = ([(*v4, x.b, x[:]), v5, v6], *v8, v7) = x
    try:
        import os.path
    except x as e12:
        (x for v13, v14 in x for v15, v16 in x for v17, v18 in x if 3 or x or os or x if v6)
