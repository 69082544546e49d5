# glassbox fuzz reproducer: Python 3.14, marked-fallback
# cause: fallback: a try or with statement lift could not rebuild (__glassbox_with_exit_ left)
# from: seed 1, program 67 (14 lines, minimized to 4)
# first difference:
#   <module>: fallback: a try or with statement lift could not rebuild (__glassbox_with_exit_ left)
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 COPY 1                                      |      2 PUSH_NULL
#        3 LOAD_SPECIAL 1 (__exit__)                   |      3 LOAD_CONST 'glassbox: could not reconstruct a try or with statement lift could not rebuild (__glassbox_with_exit_ left) at offset 0'
#        4 SWAP 2                                      |      4 CALL 1
with x as v1, x as v2:
    match (x and x and x and x) and (x):
        case 0:
            pass
