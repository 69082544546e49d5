# glassbox fuzz reproducer: Python 3.15, differs
# cause: instructions: LOAD_CONST vs LOAD_NAME
# from: seed 1, program 331 (15 lines, minimized to 1)
# first difference:
#   <module>: instructions: LOAD_CONST vs LOAD_NAME
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_CONST '}'                              | >>   1 LOAD_NAME x
#        2 COPY 1                                      |      2 COPY 1
#        3 TO_BOOL                                     |      3 TO_BOOL
#        4 POP_JUMP_IF_FALSE -> 14                     |      4 POP_JUMP_IF_FALSE -> 8
v5, v4 = ("\U0001f600" and "}") and x and x
