# glassbox fuzz reproducer: Python 3.9, crash
# cause: crash: killed by SIGABRT: free(): invalid pointer
# from: bug3.9.py (54 lines, minimized to 1)
# first difference:
#   killed by SIGABRT: free(): invalid pointer
x.x = (9 if 1 and x and (x or ('abc\u00e9')) else x) and x
