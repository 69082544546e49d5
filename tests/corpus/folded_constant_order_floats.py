# glassbox-corpus: min-python=3.8
"""Float constants the compiler folds (`1.0 / 3.0`, `2.0 ** -512`, `1e16 + 4`), loaded before
constants that stand ahead of them in co_consts: 3.14+ fold after code generation, so a folded
value comes after every constant the generator added, and only an expression that folds to the
same float, exactly to the bit, takes that place again. Its operands must leave co_consts as
they were: dropped, or where the generator added them (`2.0` used again later, `-1e-100`).
A complex `1 + 6j` keeps its int 1 (first, or dropped) where `1.0 + 6j` would add 1.0."""

ONE_THIRD = 1.0 / 3.0
ONE_SIXTH = 1.0 / 6.0


def thirds(x):
    y = x + 86400
    return x * (1.0 / 3.0), 'a', y


def sevenths(x):
    y = x + 86400
    return x * (-1.0 / 7.0), 'a', y


def tiny_scale(x):
    y = x + 86400
    return x * 2.0 ** -511, 'a', y


def tiny_scale_two_kept(x):
    y = x + 86400
    return x * 2.0 ** -510, 'a', 2.0, y


def big_scale(x):
    if x > 1e300:
        return x * 2.0 ** -512, 'small'
    return x * 2.0 ** 537, 'large'


def integral(x):
    y = x + 86400
    return x + (1e16 + 4), 'a', y


def integral_small(x):
    day = x * 86400.0
    return day, 'seconds', 0.001 * 1000


def tenths(x):
    y = x + 86400
    return x * (0.1 * 3), 'a', y


def huge(x):
    y = x + 86400
    return x < 1e300 * 10, 'a', y


def negative_tolerances(x):
    found = []
    for tol in (-1e-100, 1e-100, -1e10):
        found.append((tol < 0, x))
    return found, 'tolerances'


def signed_values():
    values = [-1e300, -2.3, -1e-300, -0.0, 0.0, 1e-300, 2.3, 1e300]
    return [v * 2 for v in values], 'values'


def ratio_table(x):
    y = x + 86400
    return [x * (1 / 7), 'a', x * (2 / 3), 'b', x * 0.25, y]


def complex_first(check):
    return check(+(1 + 6j), 1 + 6j)


def complex_parts(check):
    out = [check(1 + 6j, '(1+6j)'), check(1 - 6j, '(1-6j)'), check(-(1 + 0j), '(-1-0j)')]
    out.append(check(complex(1.0, 2.5), 6j))
    out.append(check(1000 + 2j, 1000.0))
    return out


def as_tuple(*values):
    return values


def reprs(values):
    return list(map(repr, values))


def checks():
    return {
        "module": [ONE_THIRD, ONE_SIXTH],
        "thirds": thirds(3.0),
        "sevenths": sevenths(7.0),
        "tiny_scale": reprs(tiny_scale(1.0)),
        "tiny_scale_two_kept": reprs(tiny_scale_two_kept(1.0)),
        "big_scale": reprs(big_scale(1.0) + big_scale(1e301)),
        "integral": reprs(integral(0.0)),
        "integral_small": integral_small(2),
        "tenths": tenths(1.0),
        "huge": huge(1.0),
        "negative_tolerances": negative_tolerances(1),
        "signed_values": reprs(signed_values()[0]),
        "ratio_table": ratio_table(1.0),
        "complex_first": reprs(complex_first(as_tuple)),
        "complex_parts": [reprs(pair) for pair in complex_parts(as_tuple)],
    }
