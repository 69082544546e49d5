# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: control flow that re-enters code already decompiled
# from: p88.py (54 lines, minimized to 7)
# first difference:
#   <module>: fallback: control flow that re-enters code already decompiled
#       49 COPY 3                                      |     49 COPY 3
#       50 POP_EXCEPT                                  |     50 POP_EXCEPT
#       51 RERAISE 1                                   |     51 RERAISE 1
#   >>  52 JUMP_BACKWARD -> 15                         | >>  52 PUSH_NULL
if x:
    with x as v2, x:
        raise x
    pass
else:
    v17 = v18 = x
v18 = x and x
