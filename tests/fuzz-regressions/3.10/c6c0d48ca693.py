# glassbox fuzz reproducer: Python 3.10, decompile-error
# cause: decompile-error: <module>: cannot print: a code object constant has no source form (the decompiler turns it into a def or lambda)
# from: p0_decompile-error.py (10 lines, minimized to 2)
# first difference:
#   <module>: cannot print: a code object constant has no source form (the decompiler turns it into a def or lambda)
for v6 in (x for v7 in 6 if x for v8 in x if not ... if x for v9 in x if (x) if (lambda p11, /, p12, *, p13: x)):
    pass
