# glassbox fuzz reproducer: Python 3.10, marked-fallback
# cause: fallback: stack underflow
# from: seed 1, program 519 (12 lines, minimized to 1)
# first difference:
#   <module>: fallback: stack underflow
#   >>   0 LOAD_NAME x                                 | >>   0 LOAD_NAME SystemError
#        1 POP_JUMP_IF_FALSE -> 6                      |      1 LOAD_CONST 'glassbox: could not reconstruct stack underflow at offset 16'
#        2 LOAD_NAME x                                 |      2 CALL_FUNCTION 1
#        3 POP_JUMP_IF_TRUE -> 4                       |      3 RAISE_VARARGS 1
v3 = (x if x and ((x) or 0b1011) else x) ** (x)
