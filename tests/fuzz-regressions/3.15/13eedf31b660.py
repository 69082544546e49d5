# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: the end of an except clause lift does not recognise
# from: seed 1, program 1983 (11 lines, minimized to 7)
# first difference:
#   <module>: fallback: the end of an except clause lift does not recognise
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_CONST 'Alias1'                         | >>   1 LOAD_NAME SystemError
#        2 LOAD_COMMON_CONSTANT 7 (None)               |      2 PUSH_NULL
#        3 LOAD_CONST (1,)                             |      3 LOAD_CONST 'glassbox: could not reconstruct the end of an except clause lift does not recognise at offset 28'
#        4 LOAD_CONST <code Alias1>                    |      4 CALL 1
try:
    type Alias1 = x
except:
    if x:
        pass
    elif (x):
        v20 %= x
