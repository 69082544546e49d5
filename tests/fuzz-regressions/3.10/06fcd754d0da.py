# glassbox fuzz reproducer: Python 3.10, timeout
# cause: timeout: no answer after N s
# from: timeout310_small.py (8 lines, minimized to 4)
# first difference:
#   no answer after 3 s
while x is x >= x:
    while True:
        while x:
            pass
