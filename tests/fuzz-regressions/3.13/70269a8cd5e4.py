# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: except clauses that continue in different places
# from: seed 1, program 1349 (24 lines, minimized to 11)
# first difference:
#   <module>: fallback: except clauses that continue in different places
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 TO_BOOL                                     |      2 PUSH_NULL
#        3 POP_JUMP_IF_FALSE -> 26                     |      3 LOAD_CONST 'glassbox: could not reconstruct except clauses that continue in different places at offset 90'
#        4 LOAD_NAME x                                 |      4 CALL 1
while x:
    if x:
        pass
    elif x:
        try:
            v1 = v2 = x
        except x as e4:
            continue
        except x:
            x
        from .. import sep as v6
