# glassbox fuzz reproducer: Python 3.9, marked-fallback
# cause: fallback: a return, break or continue leaving a try or with statement without the code the compiler runs before it
# from: seed 11, 3.9 program 1a1d96887f31 (simplified)
def f(x):
    try:
        return 1
    except E as e:
        pass
    finally:
        x
    del v
