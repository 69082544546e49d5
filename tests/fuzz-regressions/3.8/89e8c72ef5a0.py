# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: FOR_ITER with another target
# from: seed 11 (a with ending a loop body with continue; the normal exit is dead code)
for v3 in x:
    with x as v4, x:
        continue
