# glassbox fuzz reproducer: Python 3.12, differs
# cause: co_consts: item vs item
# from: p6.py (32 lines, minimized to 1)
# first difference:
#   <module>: co_consts: item vs item
#   ('flag', 'default') vs ('hello world',)
x(x(sep=x), flag=x('hello world', **x), default=x)
