# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: a with statement without __enter__'s result
# from: seed 1, program 1756 (17 lines, minimized to 4)
# first difference:
#   <module>: fallback: a with statement without __enter__'s result
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 COPY 1                                      |      2 PUSH_NULL
#        3 LOAD_SPECIAL 1 (__exit__)                   |      3 LOAD_CONST "glassbox: could not reconstruct a with statement without __enter__'s result at offset 74"
#        4 SWAP 2                                      |      4 CALL 1
with (x) as x.a:
    with x as (v4):
        assert x
    assert x
