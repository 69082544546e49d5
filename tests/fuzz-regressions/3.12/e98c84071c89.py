# glassbox fuzz reproducer: Python 3.12, does-not-recompile
# cause: does-not-recompile: 'return' outside function
# from: seed 1, program 274 (8 lines, minimized to 3)
# first difference:
#   'return' outside function (line 9: )
while x or x or not 2.25:
    del v6
assert x, x
