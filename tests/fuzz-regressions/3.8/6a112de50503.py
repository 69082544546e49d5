# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: SETUP_ANNOTATIONS vs LOAD_NAME
# from: seed 11 (a with ending a loop body with continue; the normal exit is dead code)
for v3 in x:
    with x as v4, x, x:
        continue
v5: x = x
