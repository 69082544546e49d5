# glassbox fuzz reproducer: Python 3.10, marked-fallback
# cause: fallback: a def used as a value
# from: seed 1, program 1461 (12 lines, minimized to 3)
# first difference:
#   <module>: fallback: a def used as a value
#   >>   0 LOAD_CONST <code <lambda>>                  | >>   0 LOAD_NAME SystemError
#        1 LOAD_CONST '<lambda>'                       |      1 LOAD_CONST 'glassbox: could not reconstruct a def used as a value at offset 28'
#        2 MAKE_FUNCTION 0                             |      2 CALL_FUNCTION 1
#        3 LOAD_NAME x                                 |      3 RAISE_VARARGS 1
@(lambda p2: x)
async def f1(p3=x, p4: x = x, /, p5=x, p6=9):
    pass
