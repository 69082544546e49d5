# glassbox fuzz reproducer: Python 3.8, marked-fallback
# cause: fallback: POP_EXCEPT outside an exception handler
# from: seed 1, program 1994 (26 lines, minimized to 7)
# first difference:
#   <module>: fallback: POP_EXCEPT outside an exception handler
#   >>   0 SETUP_FINALLY -> 27                         | >>   0 LOAD_NAME SystemError
#        1 SETUP_FINALLY -> 4                          |      1 LOAD_CONST 'glassbox: could not reconstruct POP_EXCEPT outside an exception handler at offset 44'
#        2 POP_BLOCK                                   |      2 CALL_FUNCTION 1
#        3 JUMP_FORWARD -> 25                          |      3 RAISE_VARARGS 1
try:
    try:
        pass
    except x as e19:
        assert x
finally:
    assert x
