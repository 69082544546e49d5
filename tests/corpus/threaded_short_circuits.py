# glassbox-corpus: min-python=3.8
"""`a and (b or c) or d`: 3.14+ thread each jump past the tests it would only repeat (`a` false
goes straight to `d`; `b` true straight past `or d`), and the last operand of the inner
`b or c` ends both it and `a and (b or c)`, whose `or` test follows it. ≤3.11 thread the jumps alike (`a or (b and c) and d` the other
way round)."""


def pick(a, b, c, d):
    return a and (b or c) or d


def pick_stored(a, b, c, d, e):
    chosen = a and (b or c) or d and e
    return chosen


def pick_argument(a, b, c):
    return str(a and (b or c or a) or 3)


def pick_nested(a, b, c, d, e):
    return a and (b or (c and d)) or e


def pick_either(a, b, c, d):
    return a or (b and c and a) and d


def checks():
    values = [0, 1, "", "x"]
    out = []
    for a in values:
        for b in values:
            for c in values:
                out.append((pick(a, b, c, "d"), pick_stored(a, b, c, 2, "e"), pick_argument(a, b, c),
                            pick_nested(a, b, c, a, "e"), pick_either(a, b, c, "d")))
    return out
