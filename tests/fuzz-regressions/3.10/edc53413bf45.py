# glassbox fuzz reproducer: Python 3.10, marked-fallback
# cause: fallback: except clauses that continue in different places
# from: seed 1, program 1756 (25 lines, minimized to 9)
# first difference:
#   <module>: fallback: except clauses that continue in different places
#   >>   0 SETUP_FINALLY -> 4                          | >>   0 LOAD_NAME SystemError
#        1 POP_BLOCK                                   |      1 LOAD_CONST 'glassbox: could not reconstruct except clauses that continue in different places at offset 28'
#        2 LOAD_CONST None                             |      2 CALL_FUNCTION 1
#        3 RETURN_VALUE                                |      3 RAISE_VARARGS 1
try:
    pass
except x as e5:
    try:
        pass
    except x:
        pass
    except x as e31:
        pass
