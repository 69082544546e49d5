# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: lift does not handle MatchClass yet
# from: seed 1, program 1720 (15 lines, minimized to 4)
# first difference:
#   <module>: fallback: lift does not handle MatchClass yet
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 UNPACK_SEQUENCE 3                           |      2 PUSH_NULL
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct lift does not handle MatchClass yet at offset 88'
#        4 LOAD_NAME x                                 |      4 CALL 1
[x[(x or x) and 6 and x and (x)], v8, v9] = x
match (x):
    case x(real=x):
        pass
