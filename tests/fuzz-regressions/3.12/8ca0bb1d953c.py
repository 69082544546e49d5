# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: except clauses that continue in different places
# from: seed 1, program 1622 (11 lines, minimized to 6)
# first difference:
#   <module>: fallback: except clauses that continue in different places
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME v2                                | >>   1 PUSH_NULL
#        2 LOAD_NAME x                                 |      2 LOAD_NAME SystemError
#        3 BINARY_OP 24 (/=)                           |      3 LOAD_CONST 'glassbox: could not reconstruct except clauses that continue in different places at offset 30'
#        4 STORE_NAME v2                               |      4 CALL 1
try:
    v2 /= x
except x:
    pass
else:
    x if x else x
