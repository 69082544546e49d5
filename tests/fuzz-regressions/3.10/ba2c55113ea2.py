# glassbox fuzz reproducer: Python 3.10, marked-fallback
# cause: fallback: a match statement: the code before the subject: a comprehension whose loop lift could not rebuild
# from: seed 1, program 1994 (27 lines, minimized to 3)
# first difference:
#   <module>: fallback: a match statement: the code before the subject: a comprehension whose loop lift could not rebuild
#   >>   0 LOAD_NAME x                                 | >>   0 LOAD_NAME SystemError
#        1 LOAD_NAME x                                 |      1 LOAD_CONST 'glassbox: could not reconstruct a match statement: the code before the subject: a comprehension whose loop lift could not rebuild at offset 24'
#        2 BUILD_TUPLE 1                               |      2 CALL_FUNCTION 1
#        3 BUILD_MAP 0                                 |      3 RAISE_VARARGS 1
match x(x, **x, sep=(x for v1 in x if 3 for v2 in x for v3 in x if x if not 1_000_000)):
    case ():
        pass
