# glassbox fuzz reproducer: Python 3.9, marked-fallback
# cause: fallback: the normal exit of a try or with statement lift could not find
# from: seed 1, program 1659 (13 lines, minimized to 4)
# first difference:
#   <module>: fallback: the normal exit of a try or with statement lift could not find
#   >>   0 SETUP_FINALLY -> 9                          | >>   0 LOAD_NAME SystemError
#        1 POP_BLOCK                                   |      1 LOAD_CONST 'glassbox: could not reconstruct the normal exit of a try or with statement lift could not find at offset 2'
#        2 LOAD_NAME x                                 |      2 CALL_FUNCTION 1
#        3 POP_JUMP_IF_TRUE -> 16                      |      3 RAISE_VARARGS 1
try:
    pass
finally:
    assert x, x
