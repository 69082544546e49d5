# glassbox fuzz reproducer: Python 3.9, marked-fallback
# cause: fallback: the end of an except clause lift does not recognise
# from: seed 1, program 156 (12 lines, minimized to 5)
# first difference:
#   <module>: fallback: the end of an except clause lift does not recognise
#   >>   0 SETUP_FINALLY -> 3                          | >>   0 LOAD_NAME SystemError
#        1 POP_BLOCK                                   |      1 LOAD_CONST 'glassbox: could not reconstruct the end of an except clause lift does not recognise at offset 12'
#        2 JUMP_FORWARD -> 22                          |      2 CALL_FUNCTION 1
#        3 DUP_TOP                                     |      3 RAISE_VARARGS 1
try:
    pass
except x as e3:
    while True:
        pass
