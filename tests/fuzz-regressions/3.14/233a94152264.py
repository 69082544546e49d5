# glassbox fuzz reproducer: Python 3.14, marked-fallback
# cause: fallback: an unpacked item used as a value
# from: seed 1, program 1326 (8 lines, minimized to 2)
# first difference:
#   f6: fallback: an unpacked item used as a value
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_GLOBAL x                               | >>   1 LOAD_GLOBAL SystemError + NULL
#        2 COPY 1                                      |      2 LOAD_CONST 'glassbox: could not reconstruct an unpacked item used as a value at offset 32'
#        3 UNPACK_SEQUENCE 3                           |      3 CALL 1
#        4 UNPACK_SEQUENCE 2                           |      4 RAISE_VARARGS 1
def f6() -> x:
    [[v8, v9], (*v11, (v7, v7, *v10), v7), x.a] = x[x] = x
