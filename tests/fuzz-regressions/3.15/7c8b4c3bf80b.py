# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: code under an exception handler no try or with statement explains
# from: seed 1, program 116 (8 lines, minimized to 2)
# first difference:
#   <module>: fallback: code under an exception handler no try or with statement explains
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 COPY 1                                      |      2 PUSH_NULL
#        3 TO_BOOL                                     |      3 LOAD_CONST 'glassbox: could not reconstruct code under an exception handler no try or with statement explains at offset 104'
#        4 POP_JUMP_IF_TRUE -> 12                      |      4 CALL 1
with ((x or 7) and x and (x) and x):
    pass
