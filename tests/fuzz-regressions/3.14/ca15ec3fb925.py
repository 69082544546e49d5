# glassbox fuzz reproducer: Python 3.14, marked-fallback
# cause: fallback: except clauses that continue in different places
# from: seed 1, program 788 (36 lines, minimized to 9)
# first difference:
#   <module>: fallback: except clauses that continue in different places
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_SMALL_INT 5                            | >>   1 LOAD_NAME SystemError
#        2 COPY 1                                      |      2 PUSH_NULL
#        3 UNPACK_SEQUENCE 3                           |      3 LOAD_CONST 'glassbox: could not reconstruct except clauses that continue in different places at offset 96'
#        4 STORE_NAME v9                               |      4 CALL 1
try:
    [v9, v15, x.a] = f5 = 5
except x:
    pass
else:
    if x:
        e13 = x
    elif x:
        (e13, (v17, v18), v19, *v20) = x
