# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a match statement: pattern code glassbox cannot read
# from: seed 1, program 1034 (11 lines, minimized to 5)
# first difference:
#   <module>: fallback: a match statement: pattern code glassbox cannot read
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 COPY 1                                      |      2 LOAD_NAME SystemError
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct a match statement: pattern code glassbox cannot read at offset 4'
#        4 LOAD_CONST ()                               |      4 PRECALL 1
match x:
    case x(m1) if x >= x is not x not in x:
        pass
    case (1 | x.sep | 1) as m22:
        pass
