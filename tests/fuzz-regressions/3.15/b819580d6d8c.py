# glassbox fuzz reproducer: Python 3.15, differs
# cause: instructions: MAKE_CELL vs RESUME
# from: seed 1, program 575 (13 lines, minimized to 4)
# first difference:
#   <module>: instructions: MAKE_CELL vs RESUME
#   >>   0 MAKE_CELL v10                               | >>   0 RESUME 0
#        1 RESUME 0                                    |      1 LOAD_NAME x
#        2 LOAD_NAME x                                 |      2 TO_BOOL
#        3 TO_BOOL                                     |      3 POP_JUMP_IF_FALSE -> 7
if x:
    pass
elif not 4:
    v16, x[x] = [(x for v11, *v12 in x if x if x for v14, v15 in x if v10) for v5 in x for v6, *v7 in x if x if x for v8, v9, v10 in x if x]
