# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a def used as a value
# from: seed 1, program 815 (9 lines, minimized to 2)
# first difference:
#   <module>: fallback: a def used as a value
#        0 RESUME 0                                    |      0 RESUME 0
#        1 PUSH_NULL                                   |      1 PUSH_NULL
#   >>   2 LOAD_BUILD_CLASS                            | >>   2 LOAD_NAME SystemError
#        3 LOAD_CONST <code C1>                        |      3 LOAD_CONST 'glassbox: could not reconstruct a def used as a value at offset 12'
#        4 MAKE_FUNCTION 0                             |      4 PRECALL 1
#        5 LOAD_CONST 'C1'                             |      5 CALL 1
class C1(*x):
    pass
