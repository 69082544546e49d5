# glassbox fuzz reproducer: Python 3.12, crash
# cause: crash: killed by SIGSEGV:
# from: crash.py (53 lines, minimized to 7)
# first difference:
#   killed by SIGSEGV:
if sum:
    if x:
        assert x or .5
        with x if x else x, True < f1 as x.x:
            f1[x] = x
    elif x:
        pass
