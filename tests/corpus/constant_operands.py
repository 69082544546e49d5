# glassbox-corpus: min-python=3.8
"""Conditions with an operand whose constant decides it, which the compiler folds away
(found by the program fuzzer): `a or b or 8` always holds, `b and 0` never does (b's test goes
on the same way either way), `b and 7` ends an `or` (b's true side a lone jump), as
comprehension filters; `while x or 15:`, whose tests (3.10+: before the loop and at the bottom
of its body) go into the body either way."""

LOG = []


def probe(name, value):
    LOG.append(name)
    return value


def filter_always_holds(items):
    return [v for v in items if probe("a", v > 3) or probe("b", v > 2) or 8 if v % 2]


def filter_never_holds(items):
    return {v for v in items if probe("a", v > 3) or probe("b", v) and 0 if v != 3}


def filter_decided_inside(items):
    return [v for v in items if probe("a", v == 1) or probe("b", v == 2) and 7 or probe("c", v == 3)]


def filter_decided_first(items):
    return list(v for v in items if probe("a", v == 1) and 7 or probe("b", v == 2))


def filter_decided_dict(items):
    return {v: -v for v in items if probe("a", v == 1) or probe("b", v == 2) and "x" or probe("c", v == 4)}


def always_held_while(items):
    taken = []
    it = iter(items)
    while probe("held", taken) or 15:
        value = next(it, None)
        if value is None:
            break
        taken.append(value)
    return taken


def decided_in_statements(a, b):
    # the same operands in if statements: `a and not ''` jumps from a's true side to the body
    # through a lone jump (the True folded), which no statement reading of if/elif gives
    out = []
    if a and not "" or b:
        out.append("first")
    if probe("x", a) and not 0 or probe("y", b):
        out.append("second")
    return out


def checks():
    items = list(range(6))
    results = {
        "always": filter_always_holds(items),
        "never": sorted(filter_never_holds(items)),
        "inside": filter_decided_inside(items),
        "first": filter_decided_first(items),
        "dict": sorted(filter_decided_dict(items).items()),
    }
    results["while"] = [always_held_while(items), always_held_while([])]
    results["statements"] = [decided_in_statements(a, b) for a in (0, 1) for b in (0, 2)]
    results["log"] = LOG
    return results
