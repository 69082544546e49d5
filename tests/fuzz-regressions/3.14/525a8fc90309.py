# glassbox fuzz reproducer: Python 3.14, marked-fallback
# cause: fallback: lift does not handle MatchSequence yet
# from: seed 1, program 1565 (14 lines, minimized to 4)
# first difference:
#   <module>: fallback: lift does not handle MatchSequence yet
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 COPY 1                                      |      2 PUSH_NULL
#        3 TO_BOOL                                     |      3 LOAD_CONST 'glassbox: could not reconstruct lift does not handle MatchSequence yet at offset 48'
#        4 POP_JUMP_IF_FALSE -> 12                     |      4 CALL 1
v4 = x and x or x
match x:
    case (0.5, x(m5, m6, x=x, y=m7)):
        pass
