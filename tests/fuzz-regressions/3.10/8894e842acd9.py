# glassbox fuzz reproducer: Python 3.10, marked-fallback
# cause: fallback: code after a try statement lift cannot place
# from: seed 1, program 1828 (10 lines, minimized to 7)
# first difference:
#   <module>: fallback: code after a try statement lift cannot place
#   >>   0 SETUP_FINALLY -> 4                          | >>   0 LOAD_NAME SystemError
#        1 POP_BLOCK                                   |      1 LOAD_CONST 'glassbox: could not reconstruct code after a try statement lift cannot place at offset 18'
#        2 LOAD_CONST None                             |      2 CALL_FUNCTION 1
#        3 RETURN_VALUE                                |      3 RAISE_VARARGS 1
try:
    pass
except:
    try:
        pass
    except x as e7:
        pass
