# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: the end of an except clause lift does not recognise
# from: seed 1, program 214 (20 lines, minimized to 10)
# first difference:
#   <module>: fallback: the end of an except clause lift does not recognise
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 POP_TOP                                     |      2 LOAD_NAME SystemError
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct the end of an except clause lift does not recognise at offset 88'
#        4 POP_JUMP_IF_FALSE -> 15                     |      4 CALL 1
try:
    x
finally:
    while x:
        try:
            v6 = v7 = x
        except:
            break
        finally:
            x
