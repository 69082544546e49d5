# glassbox fuzz reproducer: Python 3.9, marked-fallback
# cause: fallback: a def used as a value
# from: seed 1, program 1146 (22 lines, minimized to 2)
# first difference:
#   <module>: fallback: a def used as a value
#   >>   0 LOAD_BUILD_CLASS                            | >>   0 LOAD_NAME SystemError
#        1 LOAD_CONST <code C10>                       |      1 LOAD_CONST 'glassbox: could not reconstruct a def used as a value at offset 12'
#        2 LOAD_CONST 'C10'                            |      2 CALL_FUNCTION 1
#        3 MAKE_FUNCTION 0                             |      3 RAISE_VARARGS 1
class C10(x, *x):
    pass
