# glassbox fuzz reproducer: Python 3.10, marked-fallback
# cause: fallback: a match statement: cases that join in different places
# from: seed 1, program 1051 (40 lines, minimized to 14)
# first difference:
#   <module>: fallback: a match statement: cases that join in different places
#   >>   0 SETUP_FINALLY -> 103                        | >>   0 LOAD_NAME SystemError
#        1 SETUP_FINALLY -> 4                          |      1 LOAD_CONST 'glassbox: could not reconstruct a match statement: cases that join in different places at offset 130'
#        2 POP_BLOCK                                   |      2 CALL_FUNCTION 1
#        3 JUMP_FORWARD -> 22                          |      3 RAISE_VARARGS 1
try:
    pass
except x as e23:
    pass
else:
    match x:
        case x(name=x, x=[*_, "text"]) if x:
            pass
        case x.RED:
            pass
        case x:
            pass
finally:
    from json import sep as v36
