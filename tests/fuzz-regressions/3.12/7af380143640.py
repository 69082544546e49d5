# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: a return, break or continue leaving a try or with statement without the code the compiler runs before it
# from: seed 11, 3.13 program 776f4c98c632 (simplified)
def f(x):
    try:
        return g(x)
    finally:
        return x
def f3(x):
    try:
        g()
        return x
    finally:
        return x
