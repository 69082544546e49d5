# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: the end of an except clause lift does not recognise
# from: seed 1, program 1891 (21 lines, minimized to 5)
# first difference:
#   <module>: fallback: the end of an except clause lift does not recognise
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 STORE_NAME v2                               |      2 LOAD_NAME SystemError
#        3 LOAD_CONST None                             |      3 LOAD_CONST 'glassbox: could not reconstruct the end of an except clause lift does not recognise at offset 20'
#        4 RETURN_VALUE                                |      4 PRECALL 1
try:
    v2 = x
except x as e3:
    while 1:
        pass
