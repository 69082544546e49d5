# glassbox fuzz reproducer: Python 3.8, marked-fallback
# cause: fallback: a with statement without its context manager
# from: seed 1, program 1021 (8 lines, minimized to 3)
# first difference:
#   <module>: fallback: a with statement without its context manager
#   >>   0 LOAD_NAME x                                 | >>   0 LOAD_NAME SystemError
#        1 SETUP_WITH -> 25                            |      1 LOAD_CONST 'glassbox: could not reconstruct a with statement without its context manager at offset 22'
#        2 POP_TOP                                     |      2 CALL_FUNCTION 1
#        3 LOAD_NAME x                                 |      3 RAISE_VARARGS 1
with x, x, x:
    assert x
assert x
