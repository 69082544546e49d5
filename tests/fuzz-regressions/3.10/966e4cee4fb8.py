# glassbox fuzz reproducer: Python 3.10, differs
# cause: instructions: LOAD_DEREF vs LOAD_FAST
# from: seed 1, program 436 (14 lines, minimized to 7)
# first difference:
#   C1.f2: instructions: LOAD_DEREF vs LOAD_FAST
#        0 GEN_START 1                                 |      0 GEN_START 1
#        1 SETUP_FINALLY -> 8                          |      1 SETUP_FINALLY -> 8
#        2 LOAD_GLOBAL x                               |      2 LOAD_GLOBAL x
#   >>   3 LOAD_DEREF self                             | >>   3 LOAD_FAST self
#        4 LOAD_CONST ('flag',)                        |      4 LOAD_CONST ('flag',)
#        5 CALL_FUNCTION_KW 1                          |      5 CALL_FUNCTION_KW 1
#        6 LOAD_GLOBAL x                               |      6 LOAD_GLOBAL x
class C1:
    async def f2(self):
        try:
            raise x(flag=self) from x
        finally:
            pass
        v10 = {x: self | __class__ for (v4, v5, v6) in x if 3}
