# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: a for loop whose item is never stored: raise SystemError('…')\xNa
# from: seed 1, program 6 (36 lines, minimized to 7)
# first difference:
#   <module>: fallback: a for loop whose item is never stored: raise SystemError('…')\xNa
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 TO_BOOL                                     |      2 PUSH_NULL
#        3 POP_JUMP_IF_FALSE -> 6                      |      3 LOAD_CONST "glassbox: could not reconstruct a for loop whose item is never stored: raise SystemError('glassbox: could not reconstruct control flow that re-enters code already decompiled at offset 144')\n at offset 140"
#        4 NOT_TAKEN                                   |      4 CALL 1
while x:
    break
else:
    assert x, x
    x[:] *= x and x or x
for (v13, v14) in x:
    pass
