# glassbox fuzz reproducer: Python 3.12, does-not-recompile
# cause: does-not-recompile: comprehension inner loop cannot rebind assignment expression target '…'
# from: 11-00039.py (37 lines, minimized to 7)
# first difference:
#   comprehension inner loop cannot rebind assignment expression target 'v5' (line 2: # cause: does-not-recompile: comprehension inner loop cannot rebind assignment expression target '…')
# glassbox fuzz reproducer: Python 3.12, does-not-recompile
# cause: does-not-recompile: comprehension inner loop cannot rebind assignment expression target '…'
# from: seed 11, program 39
# first difference:
#   comprehension inner loop cannot rebind assignment expression target 'v5' (line 6: while v9 << v1 in () is v9:)
with {x for (v3, v4) in x if (v5 := x) if x for v6 in 6 if not "\r\x7f" '' if x for v7, *v8 in x} as v9:
    pass
