# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: code under an exception handler no try or with statement explains
# from: seed 1, program 579 (22 lines, minimized to 6)
# first difference:
#   <module>: fallback: code under an exception handler no try or with statement explains
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 LOAD_CONST 7                                |      2 LOAD_NAME SystemError
#        3 COPY 1                                      |      3 LOAD_CONST 'glassbox: could not reconstruct code under an exception handler no try or with statement explains at offset 46'
#        4 STORE_NAME v5                               |      4 PRECALL 1
for v6 in x > (v5 := 7) == (x):
    pass
try:
    v4 >>= x
except x:
    pass
