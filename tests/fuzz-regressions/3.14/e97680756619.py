# glassbox fuzz reproducer: Python 3.14, marked-fallback
# cause: fallback: a match statement: no subject on the stack
# from: seed 1, program 998 (15 lines, minimized to 3)
# first difference:
#   <module>: fallback: a match statement: no subject on the stack
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_CONST <code <lambda>>                  | >>   1 LOAD_NAME SystemError
#        2 MAKE_FUNCTION                               |      2 PUSH_NULL
#        3 MATCH_MAPPING                               |      3 LOAD_CONST 'glassbox: could not reconstruct a match statement: no subject on the stack at offset 6'
#        4 POP_JUMP_IF_FALSE -> 21                     |      4 CALL 1
match (lambda p5, **p6: x):
    case {**m12}:
        pass
