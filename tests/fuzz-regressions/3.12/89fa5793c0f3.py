# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: a match statement: cases that join in different places
# from: seed 1, program 1183 (20 lines, minimized to 12)
# first difference:
#   <module>: fallback: a match statement: cases that join in different places
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 COPY 1                                      |      2 LOAD_NAME SystemError
#        3 POP_JUMP_IF_NOT_NONE -> 5                   |      3 LOAD_CONST 'glassbox: could not reconstruct a match statement: cases that join in different places at offset 196'
#        4 JUMP_FORWARD -> 35                          |      4 CALL 1
match x:
    case (None) | (False, 100000000000000000000, b'x', *_):
        try:
            x
        except x:
            match x:
                case [False | x.x, m7 as m8]:
                    pass
                case 1:
                    pass
                case (2.5) | 0.5 | 0:
                    pass
