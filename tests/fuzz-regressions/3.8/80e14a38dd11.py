# glassbox fuzz reproducer: Python 3.8, marked-fallback
# cause: fallback: a finally body that leaves values on the stack
# from: seed 1, program 1659 (13 lines, minimized to 4)
# first difference:
#   <module>: fallback: a finally body that leaves values on the stack
#   >>   0 SETUP_FINALLY -> 3                          | >>   0 LOAD_NAME SystemError
#        1 POP_BLOCK                                   |      1 LOAD_CONST 'glassbox: could not reconstruct a finally body that leaves values on the stack at offset 6'
#        2 BEGIN_FINALLY                               |      2 CALL_FUNCTION 1
#        3 LOAD_NAME x                                 |      3 RAISE_VARARGS 1
try:
    pass
finally:
    assert x, x
