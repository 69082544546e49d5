# glassbox fuzz reproducer: Python 3.14, marked-fallback
# cause: fallback: a short-circuit operand lift could not rebuild
# from: p178.py (56 lines, minimized to 2)
# first difference:
#   <module>: fallback: a short-circuit operand lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 TO_BOOL                                     |      2 PUSH_NULL
#        3 POP_JUMP_IF_FALSE -> 24                     |      3 LOAD_CONST 'glassbox: could not reconstruct a short-circuit operand lift could not rebuild at offset 50'
#        4 NOT_TAKEN                                   |      4 CALL 1
while x:
    x or x or x
