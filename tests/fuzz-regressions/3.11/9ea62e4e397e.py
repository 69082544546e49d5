# glassbox fuzz reproducer: Python 3.11, marked-fallback
# cause: fallback: a match statement: the code before the subject: a comprehension whose loop lift could not rebuild
# from: seed 1, program 827 (19 lines, minimized to 3)
# first difference:
#   <module>: fallback: a match statement: the code before the subject: a comprehension whose loop lift could not rebuild
#        0 RESUME 0                                    |      0 RESUME 0
#   >>   1 LOAD_CONST <code <genexpr>>                 | >>   1 PUSH_NULL
#        2 MAKE_FUNCTION 0                             |      2 LOAD_NAME SystemError
#        3 LOAD_NAME x                                 |      3 LOAD_CONST 'glassbox: could not reconstruct a match statement: the code before the subject: a comprehension whose loop lift could not rebuild at offset 14'
#        4 GET_ITER                                    |      4 PRECALL 1
match (x for v7 in x if x if not 7 for v8 in x if x):
    case {x.RED: True, 2: 1} | 2.5 | "text":
        pass
