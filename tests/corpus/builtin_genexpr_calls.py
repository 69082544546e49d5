# glassbox-corpus: min-python=3.8
"""all/any/tuple/list/set called on a generator expression: 3.14 inlines the
loop of all, any and tuple (3.15 also list and set) behind a run-time check
that the name still means the builtin, keeping the plain call as fallback."""

MODULE_ANY = any(n > 2 for n in range(5))
MODULE_TUPLE = tuple(n * n for n in range(4))


def returned_all(values):
    return all(v > 0 for v in values)


def returned_any(values):
    return any(v > 10 for v in values)


def stored(values):
    first = all(v % 2 for v in values)
    second = any(v % 3 == 0 for v in values)
    third = tuple(v + 1 for v in values if v)
    fourth = list(str(v) for v in values)
    fifth = set(v % 4 for v in values)
    return [first, second, third, fourth, sorted(fifth)]


def in_expression(values, limit):
    if all(v < limit for v in values) and not any(v == limit for v in values):
        return "below"
    return "not below"


def closure_over_argument(values, offset):
    return tuple(v + offset for v in values), list(v - offset for v in values)


def shadowed(values):
    def all(items):
        return ["shadowed", list(items)]

    return all(v * 2 for v in values)


def nested(rows):
    return [any(x < 0 for x in row) for row in rows], tuple(sum(x for x in row) for row in rows)


def checks():
    samples = [[], [1, 2, 3], [3, 6, 9], [-1, 5, 12]]
    return {
        "module": [MODULE_ANY, list(MODULE_TUPLE)],
        "returned": [[returned_all(s), returned_any(s)] for s in samples],
        "stored": [stored(s) for s in samples],
        "in_expression": [in_expression(s, 6) for s in samples],
        "closure": [[list(t), l] for t, l in (closure_over_argument(s, 2) for s in samples)],
        "shadowed": shadowed([1, 2]),
        "nested": [[a, list(b)] for a, b in [nested(samples)]],
    }
