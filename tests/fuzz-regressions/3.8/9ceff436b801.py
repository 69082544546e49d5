# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: 11-00076.py (24 lines, minimized to 13)
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE with another target
#        0 LOAD_NAME x                                 |      0 LOAD_NAME x
#   >>   1 POP_JUMP_IF_FALSE -> 4                      | >>   1 POP_JUMP_IF_FALSE -> 2
#        2 JUMP_ABSOLUTE -> 4                          |      2 LOAD_CONST None
#        3 JUMP_ABSOLUTE -> 0                          |      3 RETURN_VALUE
# glassbox fuzz reproducer: Python 3.8, differs
# cause: instructions: POP_JUMP_IF_FALSE with another target
# from: seed 11, program 76
# first difference:
#   <module>: instructions: POP_JUMP_IF_FALSE with another target
#        0 SETUP_ANNOTATIONS                           |      0 SETUP_ANNOTATIONS
#        1 LOAD_NAME ValueError                        |      1 LOAD_NAME ValueError
#   >>   2 POP_JUMP_IF_FALSE -> 111                    | >>   2 POP_JUMP_IF_FALSE -> 81
#        3 LOAD_NAME min                               |      3 LOAD_NAME min
#        4 LOAD_CONST <code <lambda>>                  |      4 LOAD_CONST <code <lambda>>
#        5 LOAD_CONST '<lambda>'                       |      5 LOAD_CONST '<lambda>'
while x:
    break
