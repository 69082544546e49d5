# glassbox fuzz reproducer: Python 3.15, differs
# cause: instructions: COPY vs LOAD_NAME
# from: seed 1, program 1696 (10 lines, minimized to 1)
# first difference:
#   <module>: instructions: COPY vs LOAD_NAME
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_COMMON_CONSTANT 10 (False)             |      1 LOAD_COMMON_CONSTANT 10 (False)
#   >>   2 COPY 1                                      | >>   2 LOAD_NAME x
#        3 TO_BOOL                                     |      3 STORE_ATTR b
#        4 POP_JUMP_IF_FALSE -> 8                      |      4 LOAD_COMMON_CONSTANT 7 (None)
#        5 NOT_TAKEN                                   |      5 RETURN_VALUE
x.b = not 4 and x
