# glassbox fuzz reproducer: Python 3.10, marked-fallback
# cause: fallback: lift does not handle JumpIfFalseOrPop yet
# from: seed 1, program 1432 (10 lines, minimized to 1)
# first difference:
#   <module>: fallback: lift does not handle JumpIfFalseOrPop yet
#   >>   0 LOAD_NAME x                                 | >>   0 LOAD_NAME SystemError
#        1 DUP_TOP                                     |      1 LOAD_CONST 'glassbox: could not reconstruct lift does not handle JumpIfFalseOrPop yet at offset 26'
#        2 LOAD_NAME x                                 |      2 CALL_FUNCTION 1
#        3 LOAD_CONST 1                                |      3 RAISE_VARARGS 1
x[1 is x <= x is x] = v14 = x
