# glassbox fuzz reproducer: Python 3.12, differs
# cause: instructions: JUMP_FORWARD vs JUMP_BACKWARD
# from: seed 1, program 1880 (10 lines, minimized to 3)
# first difference:
#   <module>: instructions: JUMP_FORWARD vs JUMP_BACKWARD
#       37 POP_EXCEPT                                  |     37 POP_EXCEPT
#       38 POP_TOP                                     |     38 POP_TOP
#       39 POP_TOP                                     |     39 POP_TOP
#   >>  40 JUMP_FORWARD -> 44                          | >>  40 JUMP_BACKWARD -> 19
#       41 COPY 3                                      |     41 COPY 3
#       42 POP_EXCEPT                                  |     42 POP_EXCEPT
#       43 RERAISE 1                                   |     43 RERAISE 1
for v2 in x:
    with x, x as v3, x as v4:
        continue
