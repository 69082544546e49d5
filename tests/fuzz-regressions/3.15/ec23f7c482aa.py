# glassbox fuzz reproducer: Python 3.15, marked-fallback
# cause: fallback: a with statement without its context manager
# from: seed 1, program 242 (15 lines, minimized to 3)
# first difference:
#   <module>: fallback: a with statement without its context manager
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 LOAD_NAME SystemError
#        2 COPY 1                                      |      2 PUSH_NULL
#        3 LOAD_SPECIAL 1 (__exit__)                   |      3 LOAD_CONST 'glassbox: could not reconstruct a with statement without its context manager at offset 42'
#        4 SWAP 2                                      |      4 CALL 1
with ((x) as v9):
    assert x
assert x
