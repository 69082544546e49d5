# glassbox fuzz reproducer: Python 3.14, differs
# cause: instructions: JUMP_BACKWARD vs JUMP_BACKWARD_NO_INTERRUPT
# from: seed 1, program 318 (14 lines, minimized to 8)
# first difference:
#   <module>: instructions: JUMP_BACKWARD vs JUMP_BACKWARD_NO_INTERRUPT
#       21 PUSH_EXC_INFO                               |     21 PUSH_EXC_INFO
#       22 POP_TOP                                     |     22 POP_TOP
#       23 POP_EXCEPT                                  |     23 POP_EXCEPT
#   >>  24 JUMP_BACKWARD -> 3                          | >>  24 JUMP_BACKWARD_NO_INTERRUPT -> 13
#       25 COPY 3                                      |     25 COPY 3
#       26 POP_EXCEPT                                  |     26 POP_EXCEPT
#       27 RERAISE 1                                   |     27 RERAISE 1
for v5, v6 in x:
    if x:
        try:
            x
        except:
            pass
    else:
        v7 = x
