# glassbox fuzz reproducer: Python 3.8, marked-fallback
# cause: fallback: lift does not handle JumpIfFalseOrPop yet
# from: seed 1, program 529 (11 lines, minimized to 1)
# first difference:
#   <lambda>: fallback: a lambda whose body is not one expression
#   >>   0 LOAD_GLOBAL x                               | >>   0 LOAD_GLOBAL __glassbox_unreconstructed__
#        1 LOAD_GLOBAL x                               |      1 CALL_FUNCTION 0
#        2 DUP_TOP                                     |      2 RETURN_VALUE
assert lambda p10, p11, *p12: x <= x <= x < x
