# glassbox fuzz reproducer: Python 3.10, marked-fallback
# cause: fallback: a match statement: no subject on the stack
# from: seed 1, program 218 (10 lines, minimized to 3)
# first difference:
#   <module>: fallback: a match statement: no subject on the stack
#   >>   0 LOAD_CONST <code <lambda>>                  | >>   0 LOAD_NAME SystemError
#        1 LOAD_CONST '<lambda>'                       |      1 LOAD_CONST 'glassbox: could not reconstruct a match statement: no subject on the stack at offset 6'
#        2 MAKE_FUNCTION 0                             |      2 CALL_FUNCTION 1
#        3 DUP_TOP                                     |      3 RAISE_VARARGS 1
match (lambda: x):
    case x(100000000000000000000, y=1, real=x.RED) | 0 | True:
        pass
