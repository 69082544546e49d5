# glassbox fuzz reproducer: Python 3.10, marked-fallback
# cause: fallback: a match statement: pattern code glassbox cannot read
# from: seed 1, program 190 (15 lines, minimized to 7)
# first difference:
#   <module>: fallback: a match statement: pattern code glassbox cannot read
#   >>   0 LOAD_NAME x                                 | >>   0 LOAD_NAME SystemError
#        1 DUP_TOP                                     |      1 LOAD_CONST 'glassbox: could not reconstruct a match statement: pattern code glassbox cannot read at offset 2'
#        2 LOAD_NAME x                                 |      2 CALL_FUNCTION 1
#        3 LOAD_CONST ()                               |      3 RAISE_VARARGS 1
match x:
    case x(m8, x) if x:
        pass
    case 1 as m10 if (x if (x) else x):
        pass
    case x:
        pass
