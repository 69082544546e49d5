# glassbox fuzz reproducer: Python 3.8, marked-fallback
# cause: fallback: a return lift cannot place
# from: seed 1, program 1760 (21 lines, minimized to 5)
# first difference:
#   f5: fallback: a return lift cannot place
#   >>   0 SETUP_FINALLY -> 3                          | >>   0 LOAD_GLOBAL SystemError
#        1 POP_BLOCK                                   |      1 LOAD_CONST 'glassbox: could not reconstruct a return lift cannot place at offset 26'
#        2 JUMP_FORWARD -> 15                          |      2 CALL_FUNCTION 1
#        3 DUP_TOP                                     |      3 RAISE_VARARGS 1
def f5(p6, /, p7):
    try:
        pass
    except x:
        return x
