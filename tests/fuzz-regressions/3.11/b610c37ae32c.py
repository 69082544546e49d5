# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: lift does not handle CheckEgMatch yet
# from: seed 1, program 22 (10 lines, minimized to 4)
# first difference:
#   <module>: fallback: lift does not handle CheckEgMatch yet
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 POP_TOP                                     |      2 LOAD_NAME SystemError
#        3 LOAD_CONST None                             |      3 LOAD_CONST 'glassbox: could not reconstruct lift does not handle CheckEgMatch yet at offset 22'
#        4 RETURN_VALUE                                |      4 PRECALL 1
try:
    x
except* x:
    pass
