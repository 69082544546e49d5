# glassbox fuzz reproducer: Python 3.15, differs
# cause: instructions: PUSH_EXC_INFO vs (end)
# from: seed 1, program 1520 (16 lines, minimized to 4)
# first difference:
#   <module>: instructions: PUSH_EXC_INFO vs (end)
#        0 RESUME 0                                    |      0 RESUME 0
#        1 LOAD_COMMON_CONSTANT 7 (None)               |      1 LOAD_COMMON_CONSTANT 7 (None)
#        2 RETURN_VALUE                                |      2 RETURN_VALUE
try:
    pass
finally:
    pass
