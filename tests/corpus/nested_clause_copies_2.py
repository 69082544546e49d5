# glassbox-corpus: min-python=3.8
"""More of nested_clause_copies' shapes: an if/elif/else ending the inner clause, a raise
in the inner clause with an else block (3.14+ reads that else block from its layout alone:
no constant or name tells it from the code after the statement), a `continue` in the inner
clause (≤3.9 keep each clause's dead end after a jump or raise: the inner one's jumps on
inside the outer clause, not to the outer statement's end)."""


class Missing(Exception):
    pass


def elif_in_inner(a, b, n):
    try:
        a()
    except Missing:
        try:
            b()
        except Missing:
            if n == 1:
                v = 'one'
            elif n == 2:
                v = 'two'
            else:
                v = 'many'
        else:
            v = 'else'
    else:
        v = 'first'
    return v


def raise_in_inner(a, b):
    try:
        a()
    except Missing:
        try:
            b()
        except Missing:
            raise KeyError('k')
        else:
            v = 1
    else:
        v = 2
    return v


def loop_continue(items):
    out = []
    for a, b in items:
        try:
            a()
        except Missing:
            try:
                b()
            except Missing:
                continue
            else:
                out.append("s")
        else:
            out.append("a")
    return out


def checks():
    def ok():
        return 1

    def miss():
        raise Missing

    fs = (ok, miss)
    out = {"elif_in_inner": [elif_in_inner(x, y, n) for x in fs for y in fs for n in (1, 2, 3)]}
    raised = []
    for x in fs:
        for y in fs:
            try:
                raised.append(raise_in_inner(x, y))
            except KeyError as e:
                raised.append(e.args)
    out["raise_in_inner"] = raised
    out["loop_continue"] = loop_continue([(x, y) for x in fs for y in fs])
    return out
