# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: lift does not handle CheckEgMatch yet
# from: seed 1, program 899 (10 lines, minimized to 5)
# first difference:
#   <module>: fallback: lift does not handle CheckEgMatch yet
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 POP_JUMP_IF_FALSE -> 7                      |      2 LOAD_NAME SystemError
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct lift does not handle CheckEgMatch yet at offset 28'
#        4 POP_JUMP_IF_FALSE -> 6                      |      4 CALL 1
try:
    while x:
        pass
except* x:
    pass
