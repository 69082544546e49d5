# glassbox fuzz reproducer: Python 3.9, marked-fallback
# cause: fallback: a return lift cannot place
# from: seed 1, program 1454 (20 lines, minimized to 5)
# first difference:
#   f6: fallback: a return lift cannot place
#   >>   0 SETUP_FINALLY -> 3                          | >>   0 LOAD_GLOBAL SystemError
#        1 POP_BLOCK                                   |      1 LOAD_CONST 'glassbox: could not reconstruct a return lift cannot place at offset 18'
#        2 JUMP_FORWARD -> 11                          |      2 CALL_FUNCTION 1
#        3 POP_TOP                                     |      3 RAISE_VARARGS 1
def f6(p7: x):
    try:
        pass
    except:
        return x
