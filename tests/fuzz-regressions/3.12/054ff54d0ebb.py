# glassbox fuzz reproducer: Python 3.12, marked-fallback
# cause: fallback: a return in module code
# from: p13.py (61 lines, minimized to 5)
# first difference:
#   <module>: fallback: a return in module code
#        9 POP_JUMP_IF_FALSE -> 13                     |      9 POP_JUMP_IF_FALSE -> 13
#       10 JUMP_FORWARD -> 13                          |     10 JUMP_FORWARD -> 13
#       11 POP_TOP                                     |     11 POP_TOP
#   >>  12 RETURN_CONST None                           | >>  12 JUMP_FORWARD -> 13
#       13 RETURN_CONST None                           |     13 PUSH_NULL
#       14 PUSH_EXC_INFO                               |     14 LOAD_NAME SystemError
#       15 RERAISE 0                                   |     15 LOAD_CONST "glassbox: could not reconstruct a return in module or class code (a copy of the code's end glassbox did not place)"
try:
    if x < x not in x:
        pass
finally:
    pass
