# glassbox fuzz reproducer: Python 3.14, marked-fallback
# cause: fallback: the end of an except clause lift does not recognise
# from: seed 1, program 1217 (13 lines, minimized to 5)
# first difference:
#   <module>: fallback: the end of an except clause lift does not recognise
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 LOAD_NAME x                                 |      2 PUSH_NULL
#        3 STORE_ATTR x                                |      3 LOAD_CONST 'glassbox: could not reconstruct the end of an except clause lift does not recognise at offset 34'
#        4 LOAD_CONST None                             |      4 CALL 1
try:
    x.x = x
except x:
    while (x) not in (x is not x is x):
        pass
