# glassbox fuzz reproducer: Python 3.14, does-not-recompile
# cause: does-not-recompile: 'return' outside function
# from: seed 1, program 1815 (9 lines, minimized to 4)
# first difference:
#   'return' outside function (line 4: break)
while x:
    if x:
        import collections.abc
        break
