# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: stack underflow
# from: seed 1, program 839 (15 lines, minimized to 1)
# first difference:
#   <module>: fallback: stack underflow
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 POP_JUMP_FORWARD_IF_FALSE -> 9              |      2 LOAD_NAME SystemError
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct stack underflow at offset 20'
#        4 POP_JUMP_FORWARD_IF_TRUE -> 5               |      4 PRECALL 1
v2 = x if x and (x or ...) and (x) else x
