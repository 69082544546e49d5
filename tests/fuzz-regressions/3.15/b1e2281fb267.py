# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: a def used as a value
# from: seed 1, program 1045 (14 lines, minimized to 4)
# first difference:
#   <module>: fallback: a def used as a value
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 COPY 1                                      |      2 PUSH_NULL
#        3 LOAD_SPECIAL 1 (__exit__)                   |      3 LOAD_CONST 'glassbox: could not reconstruct a def used as a value at offset 34'
#        4 SWAP 2                                      |      4 CALL 1
with (x,):
    @(lambda p2, /, p3, *, p4: x)
    def f1(p5, p6):
        pass
