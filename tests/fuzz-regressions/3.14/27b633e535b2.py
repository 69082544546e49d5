# glassbox fuzz reproducer: Python 3.14, marked-fallback
# cause: fallback: annotation N of __annotate__ without its statement
# from: seed 1, program 1924 (10 lines, minimized to 4)
# first difference:
#   <module>: fallback: annotation N of __annotate__ without its statement
#   >>   0 MAKE_CELL __conditional_annotations__       | >>   0 RESUME 0
#        1 RESUME 0                                    |      1 LOAD_NAME SystemError
#        2 LOAD_CONST <code __annotate__>              |      2 PUSH_NULL
#        3 MAKE_FUNCTION                               |      3 LOAD_CONST 'glassbox: could not reconstruct annotation 0 of __annotate__ without its statement'
while 1:
    pass
else:
    v4: x
