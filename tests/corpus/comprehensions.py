# glassbox-corpus: min-python=3.8
"""List, set and dict comprehensions and generator expressions: nested,
several for and if clauses, in class bodies, with := and closures."""


def list_comps(n):
    return [
        [x for x in range(n)],
        [x * x for x in range(n) if x % 2],
        [(x, y) for x in range(n) for y in range(x)],
        [x for x in range(n * 3) if x % 2 if x % 3],
        [x + y for x in range(n) if x for y in range(3) if y != x],
        [[y for y in range(x)] for x in range(n)],
        [x for row in [[1, 2], [3]] for x in row],
        [-x if x % 2 else x for x in range(n)],
        [f(2) for f in [lambda v, k=k: v * k for k in range(3)]],
    ]


def set_comps(words):
    return [
        sorted({w[0] for w in words}),
        sorted({len(w) for w in words if len(w) > 1}),
        sorted({(a, b) for a in "ab" for b in "xy" if a + b != "ay"}),
    ]


def dict_comps(words):
    return [
        {w: len(w) for w in words},
        {i: w.upper() for i, w in enumerate(words) if i % 2 == 0},
        {k: v for k, v in zip("abc", range(3))},
        {(i, j): i * j for i in range(3) for j in range(3) if i <= j},
        {w: {c: w.count(c) for c in w} for w in words[:2]},
    ]


def generator_expressions(n):
    squares = (x * x for x in range(n))
    first = next(squares, None)
    return [
        first,
        list(squares),
        sum(x for x in range(n)),
        max((len(str(x)) for x in range(n * 10)), default=0),
        list(x for x in (y * 2 for y in range(n)) if x > 2),
        any(x > 3 for x in range(n)),
        all(x < 100 for x in range(n)),
        sorted(x % 3 for x in range(n)),
        tuple(c for c in "hello" if c not in "l"),
    ]


def generator_is_lazy():
    log = []

    def noisy(i):
        log.append(i)
        return i

    gen = (noisy(i) for i in range(5))
    log.append("created")
    next(gen)
    next(gen)
    return log


def closures_in_comprehensions():
    adders = [lambda x, i=i: x + i for i in range(3)]
    late = [lambda x: x + i for i in range(3)]
    return [[f(10) for f in adders], [f(10) for f in late]]


def uses_outer_variables(scale, offset):
    return [x * scale + offset for x in range(4) if x != offset]


def walrus_inside(values):
    results = [y for x in values if (y := x * 3) % 2 == 0]
    total = 0
    sums = [total := total + x for x in values]
    return [results, sums, total, y if values else None]


def comprehension_variable_does_not_leak():
    x = "outer"
    squares = [x for x in range(3)]
    return [x, squares]


class ClassBody:
    base = [1, 2, 3]
    factor = 10
    doubled = [v * 2 for v in base]
    mapping = {v: str(v) for v in base}
    members = sorted({v % 2 for v in base})
    try:
        scaled = [v * factor for v in base]
    except NameError:
        scaled = "NameError"
    pairs = [(a, b) for a in base for b in range(a)]


def iterate_unpacking():
    data = [(1, (2, 3)), (4, (5, 6))]
    return [
        [a + b + c for a, (b, c) in data],
        [first for first, *_ in ["ab", "cd"]],
        {k: v for (k, v) in [("x", 1), ("y", 2)]},
    ]


def comprehension_exceptions():
    out = []
    try:
        [1 // x for x in (1, 0)]
    except ZeroDivisionError as error:
        out.append(type(error).__name__)
    try:
        {x: y for x, y in [(1, 2), (3,)]}
    except ValueError as error:
        out.append(type(error).__name__)
    return out


def chained_filters(xs):
    # A chained comparison filters (its cleanup jumps back to the loop).
    return ([x for x in xs if 0 < x < 4], sorted({x for x in xs if not 0 <= x <= 2}),
            list(x * 2 for x in xs if 1 < x < 5 or x == -1))


def checks():
    return {
        "chained_filters": chained_filters([-1, 0, 1, 2, 3, 4, 5]),
        "lists": [list_comps(n) for n in (0, 3, 4)],
        "sets": set_comps(["apple", "avocado", "banana", "b", "cherry"]),
        "dicts": [[sorted(d.items()) if not isinstance(next(iter(d), 0), tuple) else sorted(map(list, d.items()))
                   for d in dict_comps(words)] for words in (["aa", "bbb", "c"], ["x"])],
        "nested_dict": dict_comps(["abca", "bb"])[4],
        "genexps": [generator_expressions(n) for n in (0, 5)],
        "lazy": generator_is_lazy(),
        "closures": closures_in_comprehensions(),
        "outer": uses_outer_variables(3, 1),
        "walrus": [walrus_inside(v) for v in ([1, 2, 3, 4], [])],
        "no_leak": comprehension_variable_does_not_leak(),
        "class_body": [ClassBody.doubled, sorted(ClassBody.mapping.items()), ClassBody.members,
                       ClassBody.scaled, ClassBody.pairs],
        "unpacking": iterate_unpacking(),
        "exceptions": comprehension_exceptions(),
    }
