# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: lift does not handle PopJumpIfFalse yet
# from: seed 1, program 207 (9 lines, minimized to 1)
# first difference:
#   <module>: fallback: lift does not handle PopJumpIfFalse yet
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME v1                                | >>   1 LOAD_NAME SystemError
#        2 LOAD_NAME x                                 |      2 PUSH_NULL
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct lift does not handle PopJumpIfFalse yet at offset 56'
#        4 SWAP 2                                      |      4 CALL 1
v1 -= x != x == x != x
