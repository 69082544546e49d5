# glassbox fuzz reproducer: Python 3.9, marked-fallback
# cause: fallback: a stack entry that is not a value used as one
# from: seed 1, program 1994 (26 lines, minimized to 7)
# first difference:
#   <module>: fallback: a stack entry that is not a value used as one
#   >>   0 LOAD_NAME x                                 | >>   0 LOAD_NAME SystemError
#        1 SETUP_WITH -> 35                            |      1 LOAD_CONST 'glassbox: could not reconstruct a stack entry that is not a value used as one at offset 64'
#        2 POP_TOP                                     |      2 CALL_FUNCTION 1
#        3 SETUP_FINALLY -> 23                         |      3 RAISE_VARARGS 1
with (x):
    try:
        assert x
    except:
        pass
    finally:
        assert x
