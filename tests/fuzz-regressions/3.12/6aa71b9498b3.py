# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: lift does not handle PopJumpIfFalse yet
# from: seed 1, program 104 (10 lines, minimized to 1)
# first difference:
#   <module>: fallback: lift does not handle PopJumpIfFalse yet
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 LOAD_NAME x                                 |      2 LOAD_NAME SystemError
#        3 SWAP 2                                      |      3 LOAD_CONST 'glassbox: could not reconstruct lift does not handle PopJumpIfFalse yet at offset 30'
#        4 COPY 2                                      |      4 CALL 1
x != x in x <= x
