# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a lambda whose body is not one expression
# from: seed 1, program 531 (35 lines, minimized to 2)
# first difference:
#   f9: instructions: MAKE_CELL vs RESUME
#   >>   0 MAKE_CELL p15                               | >>   0 RESUME 0
#        1 RESUME 0                                    |      1 LOAD_CONST <code <lambda>>
#        2 LOAD_CLOSURE p15                            |      2 MAKE_FUNCTION 0
#        3 BUILD_TUPLE 1                               |      3 POP_TOP
def f9(p10=(x), /, p15: x = x, *p16: x, **p17):
    lambda *, p28, p29: (lambda p31, /, p32, p33, *, p34=x or x or 2.5j or (p15), p37: x)
