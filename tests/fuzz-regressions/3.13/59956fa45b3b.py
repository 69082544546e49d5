# glassbox fuzz reproducer: Python 3.13, marked-fallback
# cause: fallback: the end of an except clause lift does not recognise
# from: seed 1, program 214 (20 lines, minimized to 10)
# first difference:
#   <module>: fallback: the end of an except clause lift does not recognise
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 POP_TOP                                     |      2 PUSH_NULL
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct the end of an except clause lift does not recognise at offset 120'
#        4 TO_BOOL                                     |      4 CALL 1
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
