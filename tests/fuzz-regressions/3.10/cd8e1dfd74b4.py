# glassbox fuzz reproducer: Python 3.10, does-not-recompile
# cause: does-not-recompile: assignment expression cannot be used in a comprehension iterable expression
# from: seed 1, program 8083 of CI's run (36 lines, minimized to 1; fixed by split_held_filter): the filter `A or B or 1e3j` (no false exit) read with the next iterable's test as `x if (A or B or 1e3j) and x else x`, the same code, but a walrus may not stand in a comprehension iterable
# first difference:
#   assignment expression cannot be used in a comprehension iterable expression (line 1: (x for v12 in x if (v13 := x) or x or 1e3j or x for (v14, v15) in (x if x else x) if x if x for v16, v17 in x if x if x))
(x for v12 in x if (v13 := x) or x or 1e3j or x for (v14, v15) in (x if x else x) if x if x for v16, v17 in x if x if x)
