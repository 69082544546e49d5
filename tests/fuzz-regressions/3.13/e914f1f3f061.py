# glassbox fuzz reproducer: Python 3.13, differs
# cause: instructions: JUMP_FORWARD vs JUMP_BACKWARD_NO_INTERRUPT
# from: seed 1, program 1880 (10 lines, minimized to 3)
# first difference:
#   <module>: instructions: JUMP_FORWARD vs JUMP_BACKWARD_NO_INTERRUPT
#       39 POP_EXCEPT                                  |     39 POP_EXCEPT
#       40 POP_TOP                                     |     40 POP_TOP
#       41 POP_TOP                                     |     41 POP_TOP
#   >>  42 JUMP_FORWARD -> 46                          | >>  42 JUMP_BACKWARD_NO_INTERRUPT -> 19
#       43 COPY 3                                      |     43 COPY 3
#       44 POP_EXCEPT                                  |     44 POP_EXCEPT
#       45 RERAISE 1                                   |     45 RERAISE 1
for v2 in x:
    with x, x as v3, x as v4:
        continue
