# glassbox fuzz reproducer: Python 3.10, does-not-recompile
# cause: does-not-recompile: 'return' outside function
# from: seed 1, program 1510 (9 lines, minimized to 4)
# first difference:
#   'return' outside function (line 4: v5 = x[x] = x)
if x:
    v4 = v3 if x else x
else:
    v5 = x[x] = x
