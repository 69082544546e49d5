# glassbox fuzz reproducer: Python 3.8, marked-fallback
# cause: fallback: a return, break or continue leaving a try or with statement without the code the compiler runs before it
# from: seed 1, program 142 (16 lines, minimized to 4)
# first difference:
#   <module>: fallback: a return, break or continue leaving a try or with statement without the code the compiler runs before it
#   >>   0 LOAD_NAME x                                 | >>   0 LOAD_NAME SystemError
#        1 SETUP_WITH -> 18                            |      1 LOAD_CONST 'glassbox: could not reconstruct a return, break or continue leaving a try or with statement without the code the compiler runs before it at offset 48'
#        2 STORE_NAME v18                              |      2 CALL_FUNCTION 1
#        3 LOAD_NAME x                                 |      3 RAISE_VARARGS 1
with x as v18, x as v19:
    while x or x:
        pass
x
