# glassbox fuzz reproducer: Python 3.14, marked-fallback
# cause: fallback: a def used as a value
# from: seed 1, program 1693 (11 lines, minimized to 2)
# first difference:
#   <module>: fallback: a def used as a value
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_BUILD_CLASS                            | >>   1 LOAD_NAME SystemError
#        2 PUSH_NULL                                   |      2 PUSH_NULL
#        3 LOAD_CONST <code C2>                        |      3 LOAD_CONST 'glassbox: could not reconstruct a def used as a value at offset 12'
#        4 MAKE_FUNCTION                               |      4 CALL 1
class C2(*x):
    pass
