# glassbox fuzz reproducer: Python 3.12, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: p22.py (11 lines, minimized to 4)
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE with another target
#        1 LOAD_NAME x                                 |      1 LOAD_NAME x
#        2 LOAD_CONST b'x'                             |      2 LOAD_CONST b'x'
#        3 COMPARE_OP 40 (==)                          |      3 COMPARE_OP 40 (==)
#   >>   4 POP_JUMP_IF_FALSE -> 5                      | >>   4 POP_JUMP_IF_FALSE -> 6
#        5 LOAD_NAME v24                               |      5 RETURN_CONST None
#        6 LOAD_NAME x                                 |      6 LOAD_NAME v24
#        7 BINARY_OP 25 (^=)                           |      7 LOAD_NAME x
match x:
    case b'x':
        pass
v24 ^= x
