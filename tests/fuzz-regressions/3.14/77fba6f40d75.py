# glassbox fuzz reproducer: Python 3.14, marked-fallback
# cause: fallback: code under an exception handler no try or with statement explains
# from: seed 1, program 1521 (9 lines, minimized to 3)
# first difference:
#   <module>: fallback: code under an exception handler no try or with statement explains
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 COPY 1                                      |      2 PUSH_NULL
#        3 LOAD_ATTR a                                 |      3 LOAD_CONST 'glassbox: could not reconstruct code under an exception handler no try or with statement explains at offset 172'
#        4 LOAD_NAME x                                 |      4 CALL 1
x.a &= x and x and (x or x or (x)) and x
with x as v2:
    pass
