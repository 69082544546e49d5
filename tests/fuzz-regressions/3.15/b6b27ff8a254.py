# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: stack underflow
# from: seed 1, program 598 (30 lines, minimized to 6)
# first difference:
#   <module>: fallback: stack underflow
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 TO_BOOL                                     |      2 PUSH_NULL
#        3 POP_JUMP_IF_FALSE -> 27                     |      3 LOAD_CONST 'glassbox: could not reconstruct stack underflow at offset 40'
#        4 NOT_TAKEN                                   |      4 CALL 1
if (x):
    while x:
        match x:
            case (1,):
                pass
x[x] = (v35, v36, *v37) = x
