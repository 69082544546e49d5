# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: lift does not handle CheckEgMatch yet
# from: seed 1, program 899 (10 lines, minimized to 5)
# first difference:
#   <module>: fallback: lift does not handle CheckEgMatch yet
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 TO_BOOL                                     |      2 PUSH_NULL
#        3 POP_JUMP_IF_FALSE -> 9                      |      3 LOAD_CONST 'glassbox: could not reconstruct lift does not handle CheckEgMatch yet at offset 50'
#        4 LOAD_NAME x                                 |      4 CALL 1
try:
    while x:
        pass
except* x:
    pass
