# glassbox fuzz reproducer: Python 3.12, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: p583.py (57 lines, minimized to 8)
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE with another target
#       11 RETURN_CONST None                           |     11 RETURN_CONST None
#       12 POP_TOP                                     |     12 POP_TOP
#       13 MATCH_SEQUENCE                              |     13 MATCH_SEQUENCE
#   >>  14 POP_JUMP_IF_FALSE -> 23                     | >>  14 POP_JUMP_IF_FALSE -> 24
#       15 GET_LEN                                     |     15 GET_LEN
#       16 LOAD_CONST 0                                |     16 LOAD_CONST 0
#       17 COMPARE_OP 40 (==)                          |     17 COMPARE_OP 40 (==)
match x:
    case {}:
        try:
            v1 = v31 = x
        except x as e45:
            pass
    case () if (x):
        pass
