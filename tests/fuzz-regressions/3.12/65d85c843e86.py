# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: a try or with statement lift could not rebuild (__glassbox_pop_except_ left)
# from: seed 1, program 420 (25 lines, minimized to 7)
# first difference:
#   <module>: fallback: a try or with statement lift could not rebuild (__glassbox_pop_except_ left)
#        0 RESUME 0                                    |      0 RESUME 0
#        1 PUSH_NULL                                   |      1 PUSH_NULL
#   >>   2 LOAD_CONST <code <generic parameters of C14>> | >>   2 LOAD_NAME SystemError
#        3 MAKE_FUNCTION 0                             |      3 LOAD_CONST 'glassbox: could not reconstruct a try or with statement lift could not rebuild (__glassbox_pop_except_ left) at offset 0'
#        4 CALL 0                                      |      4 CALL 1
#        5 STORE_NAME C14                              |      5 RAISE_VARARGS 1
try:
    class C14[**T15, **T16, T17](x):
        pass
except x:
    while x:
        def f22(p23: x, p24: x = x or x, /, p25=x, *p26) -> x:
            pass
