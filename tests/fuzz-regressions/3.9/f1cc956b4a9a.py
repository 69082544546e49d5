# glassbox fuzz reproducer: Python 3.9, marked-fallback
# cause: fallback: a return, break or continue leaving a try or with statement without the code the compiler runs before it
# from: seed 11, 3.9 program f0eea43f6738 (simplified)
for v1 in x:
    with a as v3, b as v4:
        break
    g()
