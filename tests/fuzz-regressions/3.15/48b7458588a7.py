# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: an unpacked item used as a value
# from: seed 1, program 1619 (25 lines, minimized to 2)
# first difference:
#   f10: fallback: an unpacked item used as a value
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_GLOBAL x                               | >>   1 LOAD_GLOBAL SystemError + NULL
#        2 UNPACK_EX 2                                 |      2 LOAD_CONST 'glassbox: could not reconstruct an unpacked item used as a value at offset 16'
#        3 POP_TOP                                     |      3 CALL 1
#        4 STORE_FAST v14                              |      4 RAISE_VARARGS 1
def f10(p11: x = x, *p12, p13: x = x):
    [v14, v14, *v16] = x
