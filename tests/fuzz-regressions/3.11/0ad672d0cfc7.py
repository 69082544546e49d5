# glassbox fuzz reproducer: Python 3.11, differs
# cause: instructions: LOAD_CONST vs LOAD_NAME
# from: seed 1, program 970 (8 lines, minimized to 1)
# first difference:
#   <module>: instructions: LOAD_CONST vs LOAD_NAME
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_CONST <code <listcomp>>                | >>   1 LOAD_NAME x
#        2 MAKE_FUNCTION 0                             |      2 POP_JUMP_FORWARD_IF_TRUE -> 3
#        3 LOAD_NAME x                                 |      3 LOAD_CONST <code <listcomp>>
#        4 POP_JUMP_FORWARD_IF_TRUE -> 5               |      4 MAKE_FUNCTION 0
(v2, x.b, v2, *v5) = [x for v3 in (x if x or b"\t" or x or x else x)]
