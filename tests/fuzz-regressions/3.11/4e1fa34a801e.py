# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a comprehension lift could not rebuild
# from: 11-00084.py (53 lines, minimized to 14)
# first difference:
#   <module>: fallback: a comprehension whose loop lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_NAME x                                 | >>   1 PUSH_NULL
#        2 BEFORE_WITH                                 |      2 LOAD_NAME SystemError
#        3 STORE_NAME v16                              |      3 LOAD_CONST 'glassbox: could not reconstruct a comprehension whose loop lift could not rebuild at offset 20'
#        4 LOAD_CONST <code <dictcomp>>                |      4 PRECALL 1
# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a comprehension lift could not rebuild
# from: seed 11, program 84
# first difference:
#   <module>: instructions: POP_JUMP_FORWARD_IF_TRUE with another target
#       72 POP_EXCEPT                                  |     72 POP_EXCEPT
#       73 RERAISE 1                                   |     73 RERAISE 1
#       74 LOAD_GLOBAL v2                              |     74 LOAD_GLOBAL v2
#   >>  75 POP_JUMP_FORWARD_IF_TRUE -> 186             | >>  75 POP_JUMP_FORWARD_IF_TRUE -> 172
#       76 LOAD_NAME ValueError                        |     76 LOAD_NAME ValueError
#       77 POP_JUMP_FORWARD_IF_TRUE -> 186             |     77 POP_JUMP_FORWARD_IF_TRUE -> 172
#       78 LOAD_NAME range                             |     78 LOAD_NAME range
with x as v16, {x: x for (v17, v18, v19) in x if x for v20 in x for v21 in 5 if x if x or x or 7} as v22:
    pass
