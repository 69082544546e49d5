# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a stack entry that is not a value used as one
# from: seed 1, program 811 (39 lines, minimized to 4)
# first difference:
#   <module>: fallback: a stack entry that is not a value used as one
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 DELETE_ATTR a                               |      2 LOAD_NAME SystemError
#        3 PUSH_NULL                                   |      3 LOAD_CONST 'glassbox: could not reconstruct a stack entry that is not a value used as one at offset 78'
#        4 LOAD_NAME x                                 |      4 PRECALL 1
try:
    del x.a
finally:
    x(x, sep=4 if not x else x if x or 0xca or x else x)
