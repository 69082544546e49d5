# glassbox fuzz reproducer: Python 3.15, does-not-recompile
# cause: does-not-recompile: 'return' outside function
# from: seed 1, program 1412 (10 lines, minimized to 4)
# first difference:
#   'return' outside function (line 5: )
if (x) and x and (x or x or x or '') and x:
    pass
elif x:
    pass
