# glassbox fuzz reproducer: Python 3.8, marked-fallback
# cause: fallback: stack underflow
# from: seed 1, program 474 (10 lines, minimized to 2)
# first difference:
#   <module>: fallback: stack underflow
#   >>   0 LOAD_NAME x                                 | >>   0 LOAD_NAME SystemError
#        1 POP_JUMP_IF_TRUE -> 10                      |      1 LOAD_CONST 'glassbox: could not reconstruct stack underflow at offset 60'
#        2 LOAD_NAME x                                 |      2 CALL_FUNCTION 1
#        3 JUMP_IF_TRUE_OR_POP -> 30                   |      3 RAISE_VARARGS 1
for v4 in (x or x and x) or x if not x else x if x in x != x > x else x:
    pass
