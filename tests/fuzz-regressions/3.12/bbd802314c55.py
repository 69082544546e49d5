# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: a return in module code
# from: p21.py (57 lines, minimized to 9)
# first difference:
#   <module>: fallback: a return in module code
#        2 POP_JUMP_IF_FALSE -> 4                      |      2 POP_JUMP_IF_FALSE -> 4
#        3 RETURN_CONST None                           |      3 RETURN_CONST None
#        4 LOAD_NAME x                                 |      4 LOAD_NAME x
#   >>   5 POP_JUMP_IF_FALSE -> 11                     | >>   5 POP_JUMP_IF_FALSE -> 15
#        6 LOAD_NAME x                                 |      6 LOAD_NAME x
#        7 POP_JUMP_IF_FALSE -> 9                      |      7 POP_JUMP_IF_FALSE -> 13
#        8 RETURN_CONST None                           |      8 PUSH_NULL
if x:
    pass
elif x:
    if x:
        pass
    else:
        raise x
elif x:
    pass
