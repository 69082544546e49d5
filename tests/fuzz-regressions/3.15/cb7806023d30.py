# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: lift does not handle CheckEgMatch yet
# from: seed 1, program 137 (10 lines, minimized to 4)
# first difference:
#   <module>: fallback: lift does not handle CheckEgMatch yet
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 TO_BOOL                                     |      2 PUSH_NULL
#        3 POP_JUMP_IF_TRUE -> 9                       |      3 LOAD_CONST 'glassbox: could not reconstruct lift does not handle CheckEgMatch yet at offset 48'
#        4 NOT_TAKEN                                   |      4 CALL 1
try:
    assert x, x
except* x as e1:
    pass
