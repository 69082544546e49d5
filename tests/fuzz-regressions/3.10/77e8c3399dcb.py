# glassbox fuzz reproducer: Python 3.10, marked-fallback
# cause: fallback: a with statement's handler lift does not recognise
# from: seed 1, program 302 (6 lines, minimized to 3)
# first difference:
#   <module>: fallback: a with statement's handler lift does not recognise
#   >>   0 LOAD_NAME x                                 | >>   0 LOAD_NAME SystemError
#        1 SETUP_WITH -> 5                             |      1 LOAD_CONST "glassbox: could not reconstruct a with statement's handler lift does not recognise at offset 26"
#        2 STORE_NAME v3                               |      2 CALL_FUNCTION 1
#        3 LOAD_NAME x                                 |      3 RAISE_VARARGS 1
with x as (v3):
    raise x
x[x == x < x] = x
