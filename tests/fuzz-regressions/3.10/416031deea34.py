# glassbox fuzz reproducer: Python 3.10, marked-fallback
# cause: fallback: an except clause that leaves values on the stack
# from: seed 1, program 1052 (28 lines, minimized to 7)
# first difference:
#   f7: fallback: an except clause that leaves values on the stack
#   >>   0 SETUP_FINALLY -> 26                         | >>   0 LOAD_GLOBAL SystemError
#        1 SETUP_FINALLY -> 5                          |      1 LOAD_CONST 'glassbox: could not reconstruct an except clause that leaves values on the stack at offset 16'
#        2 POP_BLOCK                                   |      2 CALL_FUNCTION 1
#        3 POP_BLOCK                                   |      3 RAISE_VARARGS 1
def f7(self, p8=x, p12=x, /, p13=x, *, p14, p15: x = x, **p16):
    try:
        pass
    except x as e28:
        return x
    finally:
        raise
