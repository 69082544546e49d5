# glassbox-corpus: min-python=3.8
"""Shapes the corpus round trip found wrong (issue 3, criterion c).

Empty and constant starred operands in displays: 3.9+ extend a display by a folded
constant only for an all-constant display of three items or more, so `[*a, *()]`,
`[*(1, 2)]` keep their `*(...)`; 3.8 gathers the items between starred operands with
BUILD_TUPLE (lists, tuples) or BUILD_SET (sets), so `*[c]` and `{*(b, c)}` stay starred.
Parallel assignments whose targets nest an unpack (`x, (y, *z) = 1, v`): the values are
evaluated, swapped, then stored, the nested target unpacking one of them in between.
"""


class Record:
    pass


def empty_starred(a, b):
    return [
        [*a, *()],
        [*a, *[]],
        [*()],
        (*a, *()),
        sorted({*a, *()}),
        [*b, *(), *[]],
        [*range(2), *[], *()],
    ]


def constant_starred(a, b, c):
    return [
        [*a, *(1, 2)],
        [*(1, 2)],
        [*(1, 2, 3)],
        [*a, *(1, 2, 3)],
        [1, 2, 3],
        sorted({1, 2, 3}),
        sorted({*a, *(1, 2, 3)}),
        (*a, b, 1),
        [*a, b, 1],
        sorted({*a, b, 1}),
    ]


def starred_groups(a, b, c):
    return [
        [*a, *[c]],
        [*a, 1, b, *[], *[c]],
        sorted({*a, b, *set()}),
        sorted({*a, *(b, c)}),
        sorted({*a, *(1, 2)}),
        (*a, *[b]),
        [*a, *(b, c)],
    ]


def nested_parallel_targets(x, y, z):
    a, (b, c) = x, y
    (p, q), s = y, x
    d, (m, *n), e = x, y, z
    return [a, b, c, p, q, s, d, m, n, e]


def nested_parallel_attribute_targets(values, i):
    record = Record()
    table = {}
    items = [0, 0, 0, 0]
    record.first, (items[i + 1], *record.rest) = values[0], values
    (record.d, [table["n"], *record.e]) = (4, [5, 6, 7])
    return [record.first, record.rest, record.d, record.e, sorted(table.items()), items]


def nested_parallel_in_loop(pairs):
    out = []
    for k, (g, h) in pairs:
        k, (g, h) = h, (g, k)
        out.append((k, g, h))
    return out


def deep_parallel_targets(y):
    x, (y, (z, *w)) = 1, (2, (y, 4, 5))
    return [x, y, z, w]


def called_with(*args, **kwargs):
    return [list(args), sorted(kwargs.items())]


def empty_starred_call(values, options):
    # Without keyword arguments an empty `*()` still calls through CALL_FUNCTION_EX.
    return [called_with(*()), called_with(**options), called_with(*values), called_with(1, *()),
            called_with(*(), *values), called_with(*values, **options)]


def checks():
    return {
        "empty_starred": empty_starred([1, 2], "xy"),
        "constant_starred": constant_starred([7], 8, 9),
        "starred_groups": starred_groups([1], 2, 3),
        "nested_parallel_targets": nested_parallel_targets(1, (2, 3), "wxyz"),
        "nested_parallel_attribute_targets": nested_parallel_attribute_targets([9, 8, 7], 1),
        "nested_parallel_in_loop": nested_parallel_in_loop([(1, (2, 3)), (4, (5, 6))]),
        "deep_parallel_targets": deep_parallel_targets(3),
        "empty_starred_call": empty_starred_call([1, 2], {"k": 3}),
    }
