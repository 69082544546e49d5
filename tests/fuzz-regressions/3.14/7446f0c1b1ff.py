# glassbox fuzz reproducer: Python 3.14, marked-fallback
# cause: fallback: lift does not handle MatchMapping yet
# from: seed 1, program 381 (12 lines, minimized to 3)
# first difference:
#   <module>: fallback: lift does not handle MatchMapping yet
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 COPY 1                                      |      2 PUSH_NULL
#        3 TO_BOOL                                     |      3 LOAD_CONST 'glassbox: could not reconstruct lift does not handle MatchMapping yet at offset 44'
#        4 POP_JUMP_IF_FALSE -> 12                     |      4 CALL 1
match (x) and x or x:
    case {None: x, 1: 1, 'b': False | None} if x:
        pass
