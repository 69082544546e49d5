# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: a stack entry that is not a value used as one
# from: seed 1, program 965 (13 lines, minimized to 5)
# first difference:
#   <module>: fallback: a stack entry that is not a value used as one
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 GET_ITER                                    |      2 LOAD_NAME SystemError
#        3 LOAD_FAST_AND_CLEAR v2                      |      3 LOAD_CONST 'glassbox: could not reconstruct a stack entry that is not a value used as one at offset 172'
#        4 LOAD_FAST_AND_CLEAR v3                      |      4 CALL 1
while [x for v2, v3, *v4 in x]:
    pass
match [x for v5, v6, v7 in x if x if x]:
    case x(y=[x]) if x:
        pass
