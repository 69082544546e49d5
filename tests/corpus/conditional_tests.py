# glassbox-corpus: min-python=3.8
"""Conditional expressions used as tests (`if (a if c else b):`): the compiler jumps on them
without building the value, so the test is three conditions wired like an if statement. In
if/elif, while (3.10+ tests again at the bottom), comprehension filters, assert, `not`, and
inside and/or. The shape of dataclasses._hash_add."""


class Field:
    def __init__(self, name, compare, hash_):
        self.name = name
        self.compare = compare
        self.hash = hash_


def hashed_fields(fields):
    return [f.name for f in fields if (f.compare if f.hash is None else f.hash)]


def statement_test(f, out):
    if (f.compare if f.hash is None else f.hash):
        out.append(f.name)
    return out


def with_else(a, b, c):
    if (a if b else c):
        return "yes"
    else:
        return "no"


def in_elif(x, flag):
    if x < 0:
        return "negative"
    elif (x > 10 if flag else x > 100):
        return "big"
    return "small"


def negated_test(a, b, c):
    if not (a if b else c):
        return 1
    return 2


def compound_parts(a, b, c, d):
    if (a and b if c else b or d):
        return "left"
    return "right"


def compound_condition(a, b, c, d):
    if (a if b and c else d):
        return True
    return False


def inside_and(p, a, b, c):
    if p and (a if b else c):
        return "both"
    return "not both"


def inside_or(p, a, b, c):
    if p or (a if b else c):
        return "either"
    return "neither"


def while_test(n, limit):
    steps = 0
    while (n < limit if limit is not None else n < 5):
        n += 1
        steps += 1
    return steps


def loop_filter(values, strict):
    kept = []
    for v in values:
        if (v > 0 if strict else v >= 0):
            kept.append(v)
    return kept


def loop_filter_continue(values, strict):
    kept = []
    for v in values:
        if not (v > 0 if strict else v >= 0):
            continue
        kept.append(-v)
    return kept


def asserted(x, exact):
    assert (x == 1 if exact else x > 0), "bad"
    return x


def generator_filter(values, odd):
    return list(v for v in values if (v % 2 if odd else not v % 2))


def set_filter(values, big):
    return sorted({v for v in values if (v > 2 if big else v <= 2)})


def checks():
    fields = [Field("a", True, None), Field("b", False, None), Field("c", False, True), Field("d", True, False)]
    results = {
        "hashed_fields": hashed_fields(fields),
        "statement_test": [statement_test(f, []) for f in fields],
        "with_else": [with_else(a, b, c) for a in (0, 1) for b in (0, 1) for c in (0, 1)],
        "in_elif": [in_elif(x, flag) for x in (-1, 5, 50, 500) for flag in (False, True)],
        "negated_test": [negated_test(a, b, c) for a in (0, 1) for b in (0, 1) for c in (0, 1)],
        "compound_parts": [compound_parts(a, b, c, d) for a in (0, 1) for b in (0, 1) for c in (0, 1)
                           for d in (0, 1)],
        "compound_condition": [compound_condition(a, b, c, d) for a in (0, 1) for b in (0, 1)
                               for c in (0, 1) for d in (0, 1)],
        "inside_and": [inside_and(p, a, b, c) for p in (0, 1) for a in (0, 1) for b in (0, 1) for c in (0, 1)],
        "inside_or": [inside_or(p, a, b, c) for p in (0, 1) for a in (0, 1) for b in (0, 1) for c in (0, 1)],
        "while_test": [while_test(n, limit) for n in (0, 3, 9) for limit in (None, 4, 8)],
        "loop_filter": [loop_filter([-1, 0, 2], s) for s in (False, True)],
        "loop_filter_continue": [loop_filter_continue([-1, 0, 2], s) for s in (False, True)],
        "generator_filter": [generator_filter(range(6), odd) for odd in (False, True)],
        "set_filter": [set_filter([1, 2, 3, 4], big) for big in (False, True)],
    }
    try:
        asserted(2, True)
        results["asserted"] = "no error"
    except AssertionError as e:
        results["asserted"] = str(e)
    results["asserted_ok"] = [asserted(1, True), asserted(5, False)]
    return results
