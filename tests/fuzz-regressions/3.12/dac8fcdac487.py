# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: a return in module code
# from: 11-00150.py (41 lines, minimized to 21)
# first difference:
#   <module>: fallback: a return in module code
#        2 POP_JUMP_IF_FALSE -> 4                      |      2 POP_JUMP_IF_FALSE -> 4
#        3 RETURN_CONST None                           |      3 RETURN_CONST None
#        4 LOAD_NAME x                                 |      4 LOAD_NAME x
#   >>   5 POP_JUMP_IF_FALSE -> 10                     | >>   5 POP_JUMP_IF_FALSE -> 14
#        6 LOAD_NAME x                                 |      6 LOAD_NAME x
#        7 POP_JUMP_IF_FALSE -> 9                      |      7 POP_JUMP_IF_FALSE -> 13
#        8 RETURN_CONST None                           |      8 PUSH_NULL
# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: a return in module code
# from: seed 11, program 150
# first difference:
#   <module>: fallback: a return in module code
#      110 BINARY_OP 12 (^)                            |    110 BINARY_OP 12 (^)
#      111 COPY 1                                      |    111 COPY 1
#      112 STORE_NAME v10                              |    112 STORE_NAME v10
#   >> 113 POP_JUMP_IF_FALSE -> 442                    | >> 113 POP_JUMP_IF_FALSE -> 454
#      114 LOAD_NAME max                               |    114 LOAD_NAME max
#      115 LOAD_NAME v10                               |    115 LOAD_NAME v10
#      116 SWAP 2                                      |    116 SWAP 2
if x:
    pass
elif (x):
    if x:
        pass
elif x:
    pass
else:
    v48 = x
