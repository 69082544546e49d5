# glassbox fuzz reproducer: Python 3.15, differs
# cause: instructions: LOAD_SMALL_INT vs LOAD_NAME
# from: seed 1, program 1044 (7 lines, minimized to 1)
# first difference:
#   <module>: instructions: LOAD_SMALL_INT vs LOAD_NAME
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_SMALL_INT 4                            | >>   1 LOAD_NAME x
#        2 COPY 1                                      |      2 COPY 1
#        3 TO_BOOL                                     |      3 STORE_NAME v14
#        4 POP_JUMP_IF_FALSE -> 8                      |      4 STORE_NAME v15
v14 = v15 = (4 or x) and (x)
