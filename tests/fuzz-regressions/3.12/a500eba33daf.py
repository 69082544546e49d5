# glassbox fuzz reproducer: Python 3.12, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: p21.py (57 lines, minimized to 5)
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE with another target
#        2 LOAD_NAME a                                 |      2 LOAD_NAME a
#        3 LOAD_ATTR b                                 |      3 LOAD_ATTR b
#        4 COMPARE_OP 40 (==)                          |      4 COMPARE_OP 40 (==)
#   >>   5 POP_JUMP_IF_FALSE -> 12                     | >>   5 POP_JUMP_IF_FALSE -> 13
#        6 LOAD_NAME x                                 |      6 LOAD_NAME x
#        7 POP_JUMP_IF_FALSE -> 11                     |      7 POP_JUMP_IF_FALSE -> 12
#        8 LOAD_NAME x                                 |      8 LOAD_NAME x
match x:
    case a.b:
        while x:
            pass
        pass
