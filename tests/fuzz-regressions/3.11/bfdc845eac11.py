# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a match statement: cases that join in different places
# from: seed 1, program 169 (22 lines, minimized to 11)
# first difference:
#   <module>: fallback: a match statement: cases that join in different places
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 SETUP_ANNOTATIONS                           | >>   1 PUSH_NULL
#        2 LOAD_NAME x                                 |      2 LOAD_NAME SystemError
#        3 POP_JUMP_FORWARD_IF_FALSE -> 88             |      3 LOAD_CONST 'glassbox: could not reconstruct a match statement: cases that join in different places at offset 188'
#        4 LOAD_NAME x                                 |      4 PRECALL 1
while x:
    if (x):
        for v10, v11 in (x):
            match x:
                case []:
                    break
                case [b'x' as m16, m17 as m18, *_, x(_, x)]:
                    v19: x
            v10 = x
    elif x:
        pass
