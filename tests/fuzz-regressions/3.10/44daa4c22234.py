# glassbox fuzz reproducer: Python 3.10, marked-fallback
# cause: fallback: the end of an except clause lift does not recognise
# from: seed 1, program 1605 (14 lines, minimized to 5)
# first difference:
#   <module>: fallback: the end of an except clause lift does not recognise
#   >>   0 SETUP_FINALLY -> 4                          | >>   0 LOAD_NAME SystemError
#        1 POP_BLOCK                                   |      1 LOAD_CONST 'glassbox: could not reconstruct the end of an except clause lift does not recognise at offset 14'
#        2 LOAD_CONST None                             |      2 CALL_FUNCTION 1
#        3 RETURN_VALUE                                |      3 RAISE_VARARGS 1
try:
    pass
except x:
    if (x):
        del v8
