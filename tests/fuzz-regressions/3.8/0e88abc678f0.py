# glassbox fuzz reproducer: Python 3.8, marked-fallback
# cause: fallback: a def used as a value
# from: seed 1, program 1454 (11 lines, minimized to 2)
# first difference:
#   <module>: fallback: a def used as a value
#   >>   0 LOAD_BUILD_CLASS                            | >>   0 LOAD_NAME SystemError
#        1 LOAD_CONST <code C1>                        |      1 LOAD_CONST 'glassbox: could not reconstruct a def used as a value at offset 14'
#        2 LOAD_CONST 'C1'                             |      2 CALL_FUNCTION 1
#        3 MAKE_FUNCTION 0                             |      3 RAISE_VARARGS 1
class C1(x, x, *x, metaclass=x):
    pass
