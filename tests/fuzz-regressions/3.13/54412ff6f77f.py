# glassbox fuzz reproducer: Python 3.13, does-not-recompile
# cause: does-not-recompile: 'return' outside function
# from: seed 1, program 274 (8 lines, minimized to 2)
# first difference:
#   'return' outside function (line 8: )
while x or x or not 2.25:
    del v6
