# glassbox fuzz reproducer: Python 3.9, differs
# cause: instructions: JUMP_ABSOLUTE vs LOAD_CONST
# from: seed 1, program 152 (13 lines, minimized to 2)
# first difference:
#   <module>: instructions: JUMP_ABSOLUTE vs LOAD_CONST
#        0 RAISE_VARARGS 0                             |      0 RAISE_VARARGS 0
#   >>   1 JUMP_ABSOLUTE -> 0                          | >>   1 LOAD_CONST None
#        2 LOAD_CONST None                             |      2 RETURN_VALUE
while True:
    raise
