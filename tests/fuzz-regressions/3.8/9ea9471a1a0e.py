# glassbox fuzz reproducer: Python 3.8, does-not-recompile
# cause: does-not-recompile: 'return' outside function
# from: seed 1, program 1322 (11 lines, minimized to 2)
# first difference:
#   'return' outside function (line 6: )
while x or (x) or (x):
    pass
