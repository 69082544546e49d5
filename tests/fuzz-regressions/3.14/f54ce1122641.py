# glassbox fuzz reproducer: Python 3.14, marked-fallback
# cause: fallback: stack underflow
# from: seed 1, program 839 (15 lines, minimized to 4)
# first difference:
#   <module>: fallback: stack underflow
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 TO_BOOL                                     |      2 PUSH_NULL
#        3 POP_JUMP_IF_FALSE -> 15                     |      3 LOAD_CONST 'glassbox: could not reconstruct stack underflow at offset 58'
#        4 NOT_TAKEN                                   |      4 CALL 1
try:
    v2 = x if x and (x or ...) and (x) else x
except:
    pass
