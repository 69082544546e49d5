# glassbox fuzz reproducer: Python 3.12, does-not-recompile
# cause: does-not-recompile: name capture '…' makes remaining patterns unreachable
# from: seed 1, program 183 (47 lines, minimized to 11), with the branch h-fuzz before its fix
# first difference:
#   name capture 'm52' makes remaining patterns unreachable (line 10: case m52:)
if x:
    match x:
        case (x) if (x):
            try:
                raise x from x
            except x:
                pass
            finally:
                v31 *= x
        case m52:
            pass
