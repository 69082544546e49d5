# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: the normal exit of a try or with statement lift could not find
# from: seed 1, program 572 (13 lines, minimized to 4)
# first difference:
#   <module>: fallback: the normal exit of a try or with statement lift could not find
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_CONST 0                                | >>   1 PUSH_NULL
#        2 LOAD_CONST ('join', 'sep')                  |      2 LOAD_NAME SystemError
#        3 IMPORT_NAME collections.abc                 |      3 LOAD_CONST 'glassbox: could not reconstruct the normal exit of a try or with statement lift could not find at offset 4'
#        4 IMPORT_FROM join                            |      4 PRECALL 1
try:
    from collections.abc import join, sep as v1
finally:
    assert x
