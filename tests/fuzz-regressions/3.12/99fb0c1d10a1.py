# glassbox fuzz reproducer: Python 3.12, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: p331.py (18 lines, minimized to 6)
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE with another target
#       16 RETURN_CONST None                           |     16 RETURN_CONST None
#       17 POP_TOP                                     |     17 POP_TOP
#       18 MATCH_MAPPING                               |     18 MATCH_MAPPING
#   >>  19 POP_JUMP_IF_FALSE -> 47                     | >>  19 POP_JUMP_IF_FALSE -> 48
#       20 GET_LEN                                     |     20 GET_LEN
#       21 LOAD_CONST 3                                |     21 LOAD_CONST 3
#       22 COMPARE_OP 92 (>=)                          |     22 COMPARE_OP 92 (>=)
match x:
    case x():
        while x:
            pass
    case ({'a': 0, 'key': x, None: 1}) if x:
        pass
