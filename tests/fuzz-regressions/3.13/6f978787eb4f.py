# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: the normal exit of a try or with statement lift could not find
# from: 11-00276.py (46 lines, minimized to 16)
# first difference:
#   <module>: fallback: the normal exit of a try or with statement lift could not find
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 TO_BOOL                                     |      2 PUSH_NULL
#        3 POP_JUMP_IF_FALSE -> 4                      |      3 LOAD_CONST 'glassbox: could not reconstruct the normal exit of a try or with statement lift could not find at offset 4'
#        4 LOAD_NAME x                                 |      4 CALL 1
# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: the normal exit of a try or with statement lift could not find
# from: seed 11, program 276
# first difference:
#   <module>: fallback: the normal exit of a try or with statement lift could not find
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME iter                              | >>   1 LOAD_NAME SystemError
#        2 LOAD_ATTR b                                 |      2 PUSH_NULL
#        3 LOAD_CONST 3                                |      3 LOAD_CONST 'glassbox: could not reconstruct the normal exit of a try or with statement lift could not find at offset 420'
#        4 LOAD_CONST 255                              |      4 CALL 1
try:
    if x:
        pass
finally:
    while x:
        pass
