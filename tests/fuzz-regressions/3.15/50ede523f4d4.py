# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: a match statement: no subject on the stack
# from: seed 1, program 988 (21 lines, minimized to 3)
# first difference:
#   <module>: fallback: a match statement: no subject on the stack
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_CONST 'p13'                            | >>   1 LOAD_NAME SystemError
#        2 LOAD_NAME x                                 |      2 PUSH_NULL
#        3 LOAD_CONST 'p14'                            |      3 LOAD_CONST 'glassbox: could not reconstruct a match statement: no subject on the stack at offset 20'
#        4 LOAD_SMALL_INT 3                            |      4 CALL 1
match (lambda p9, /, p10, p11, *p12, p13=x, p14=3, **p15: (x)):
    case x(x(_, x)) if x:
        pass
