# glassbox fuzz reproducer: Python 3.11, does-not-recompile
# cause: does-not-recompile: 'return' outside function
# from: seed 1, program 614 (8 lines, minimized to 3)
# first difference:
#   'return' outside function (line 6: )
while not x:
    if x:
        pass
