# glassbox fuzz reproducer: Python 3.10, marked-fallback
# cause: fallback: a return lift cannot place
# from: seed 1, program 477 (10 lines, minimized to 5)
# first difference:
#   f1: fallback: a return lift cannot place
#   >>   0 SETUP_FINALLY -> 4                          | >>   0 LOAD_GLOBAL SystemError
#        1 POP_BLOCK                                   |      1 LOAD_CONST 'glassbox: could not reconstruct a return lift cannot place at offset 20'
#        2 LOAD_CONST None                             |      2 CALL_FUNCTION 1
#        3 RETURN_VALUE                                |      3 RAISE_VARARGS 1
def f1(p2: x) -> x:
    try:
        pass
    except:
        return x
