# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: a match statement: pattern code glassbox cannot read
# from: seed 1, program 296 (10 lines, minimized to 7)
# first difference:
#   <module>: fallback: a match statement: pattern code glassbox cannot read
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 COPY 1                                      |      2 PUSH_NULL
#        3 MATCH_MAPPING                               |      3 LOAD_CONST 'glassbox: could not reconstruct a match statement: pattern code glassbox cannot read at offset 6'
#        4 POP_JUMP_IF_FALSE -> 60                     |      4 CALL 1
match x:
    case {2: 1 | 1 | 1, 'a': 'a' 'b' | 100000000000000000000}:
        pass
    case x if x or x or x or '{':
        pass
    case x.RED | b'x':
        pass
