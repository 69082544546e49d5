# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: stack underflow
# from: seed 1, program 839 (15 lines, minimized to 6)
# first difference:
#   <module>: fallback: stack underflow
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 POP_JUMP_IF_FALSE -> 9                      |      2 LOAD_NAME SystemError
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct stack underflow at offset 22'
#        4 POP_JUMP_IF_TRUE -> 5                       |      4 CALL 1
try:
    v2 = x if x and (x or ...) and (x) else x
except:
    pass
else:
    v8 %= x
