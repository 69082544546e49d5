# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: a short-circuit operand lift could not rebuild
# from: seed 1, program 506 (9 lines, minimized to 2)
# first difference:
#   <module>: fallback: a short-circuit operand lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 COPY 1                                      |      2 PUSH_NULL
#        3 TO_BOOL                                     |      3 LOAD_CONST 'glassbox: could not reconstruct a short-circuit operand lift could not rebuild at offset 16'
#        4 POP_JUMP_IF_FALSE -> 12                     |      4 CALL 1
for v1 in x and x or x:
    pass
