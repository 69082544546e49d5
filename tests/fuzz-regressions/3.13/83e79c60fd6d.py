# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: a stack entry that is not a value used as one
# from: seed 1, program 104 (10 lines, minimized to 4)
# first difference:
#   <module>: fallback: a stack entry that is not a value used as one
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 GET_ITER                                    |      2 PUSH_NULL
#        3 FOR_ITER -> 20                              |      3 LOAD_CONST 'glassbox: could not reconstruct a stack entry that is not a value used as one at offset 42'
#        4 STORE_NAME v2                               |      4 CALL 1
for v2 in x:
    @(lambda p4, /, *, p5=7: x)
    class C3:
        pass
