# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: a chained comparison lift could not rebuild
# from: p25.py (17 lines, minimized to 4)
# first difference:
#   <module>: fallback: a chained comparison lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 STORE_NAME v1                               |      2 LOAD_NAME SystemError
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct a chained comparison lift could not rebuild at offset 102'
#        4 COPY 1                                      |      4 CALL 1
try:
    v1 = x
finally:
    f2 = x or x == x in x is not x
