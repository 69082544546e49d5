# glassbox fuzz reproducer: Python 3.11, differs
# cause: instructions: MAKE_CELL vs RESUME
# from: seed 1, program 1367 (11 lines, minimized to 2)
# first difference:
#   f5: instructions: MAKE_CELL vs RESUME
#   >>   0 MAKE_CELL p8                                | >>   0 RESUME 0
#        1 RESUME 0                                    |      1 LOAD_FAST v1
#        2 LOAD_FAST v1                                |      2 LOAD_CONST <code <dictcomp>>
#        3 LOAD_CLOSURE p8                             |      3 MAKE_FUNCTION 0
def f5(p6: x = x, *, p7: x = x, p8):
    v1 //= {x: x for v9 in (1) if 3 or (x) or x or p8 if x for v12 in x}
