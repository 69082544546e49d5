# glassbox fuzz reproducer: Python 3.15, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: seed 1, program 405 (10 lines, minimized to 4)
# first difference:
#   C2: instructions: POP_JUMP_IF_FALSE with another target
#        7 LOAD_SMALL_INT 4                            |      7 LOAD_SMALL_INT 4
#        8 LOAD_COMMON_CONSTANT 10 (False)             |      8 LOAD_COMMON_CONSTANT 10 (False)
#        9 IS_OP 0 (is)                                |      9 IS_OP 0 (is)
#   >>  10 POP_JUMP_IF_FALSE -> 18                     | >>  10 POP_JUMP_IF_FALSE -> 20
#       11 NOT_TAKEN                                   |     11 NOT_TAKEN
#       12 LOAD_SMALL_INT 1                            |     12 LOAD_SMALL_INT 1
#       13 STORE_NAME v3                               |     13 STORE_NAME v3
class C2:
    match 4:
        case False:
            v3 = 1
