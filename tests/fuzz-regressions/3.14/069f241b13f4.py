# glassbox fuzz reproducer: Python 3.14, marked-fallback
# cause: fallback: a match statement: pattern code glassbox cannot read
# from: seed 1, program 613 (10 lines, minimized to 5)
# first difference:
#   <module>: fallback: a match statement: pattern code glassbox cannot read
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 COPY 1                                      |      2 PUSH_NULL
#        3 COPY 1                                      |      3 LOAD_CONST 'glassbox: could not reconstruct a match statement: pattern code glassbox cannot read at offset 20'
#        4 LOAD_CONST True                             |      4 CALL 1
match x:
    case True | [] if x != x > x:
        pass
    case x():
        pass
