# glassbox-corpus: min-python=3.8
"""Assignment targets (tuple, list, starred, nested, chained, attribute and
subscript), and * / ** unpacking inside list, tuple, set and dict displays."""


def simple_targets():
    a, b = 1, 2
    (c, d) = [3, 4]
    [e, f] = "ef"
    g, = [7]
    h = i = j = 8
    return [a, b, c, d, e, f, g, h, i, j]


def swaps(a, b, c):
    a, b = b, a
    x = [a, b, c]
    a, b, c = c, a, b
    x.append([a, b, c])
    a, b, c, d = d_rotate = (c, b, a, 0)
    x.append([a, b, c, d, d_rotate])
    return x


def starred_targets(seq):
    first, *rest = seq
    *init, last = seq
    head, *middle, tail = seq
    return [first, rest, init, last, head, middle, tail]


def nested_targets():
    (a, b), c = (1, 2), 3
    x, (y, (z, *w)) = 1, (2, (3, 4, 5))
    [p, [q, r]] = [6, [7, 8]]
    (m, *n), o = "mno", 9
    return [a, b, c, x, y, z, w, p, q, r, m, n, o]


class Record:
    pass


def attribute_and_subscript_targets():
    record = Record()
    table = {}
    items = [0, 0, 0]
    record.a, table["k"], items[1] = 1, 2, 3
    record.b = table["m"] = items[2] = "chained"
    items[0], record.c = items[1], items[0]
    (record.d, [table["n"], *record.e]) = (4, [5, 6, 7])
    return [record.a, record.b, record.c, record.d, record.e, sorted(table.items()), items]


def unpack_errors():
    out = []
    for value in ([1], [1, 2, 3], 5, "ab"):
        try:
            a, b = value
            out.append([a, b])
        except ValueError as error:
            out.append(type(error).__name__)
        except TypeError as error:
            out.append(type(error).__name__)
    try:
        a, b, *c = [1]
    except ValueError as error:
        out.append(type(error).__name__)
    return out


def star_in_displays():
    a = [1, 2]
    b = (3,)
    c = {"x": 1}
    d = {"y": 2, "x": 0}
    return [
        [*a, *b],
        [0, *a, 9, *b, *"hi"],
        (*a,),
        (*a, *b, 5),
        sorted({*a, *b, 2}),
        {**c, **d},
        {**d, **c},
        {"z": 3, **c, "w": 4, **d},
        [*range(3), *[], *()],
        [*(x for x in "ab")],
        {**dict(p=1)},
    ]


def unpack_into_call_and_return():
    def pair():
        return 1, 2

    x, y = pair()
    values = (*pair(), 3)
    return [x, y, values, [*pair()]]


def evaluation_order():
    log = []

    class Target:
        def __setattr__(self, name, value):
            log.append(("set", name, value))

    def source(value):
        log.append(("get", value))
        return value

    target = Target()
    target.a, target.b = source(1), source(2)
    target.c = target.d = source(3)
    return log


def for_and_with_targets():
    out = []
    for a, *b in [(1, 2, 3), (4,)]:
        out.append([a, b])
    for (x, y), z in [("ab", 1)]:
        out.append([x, y, z])
    return out


def augmented_after_unpack():
    a, b = 1, 2
    a += b
    b *= a
    c = a, b
    return [a, b, c]


def checks():
    return {
        "simple": simple_targets(),
        "swaps": swaps(1, 2, 3),
        "starred": [starred_targets(s) for s in ([1, 2], [1, 2, 3, 4], "hello")],
        "nested": nested_targets(),
        "attr_sub": attribute_and_subscript_targets(),
        "errors": unpack_errors(),
        "displays": star_in_displays(),
        "calls": unpack_into_call_and_return(),
        "order": evaluation_order(),
        "for_with": for_and_with_targets(),
        "augmented": augmented_after_unpack(),
    }
