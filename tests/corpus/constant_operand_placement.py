# glassbox-corpus: min-python=3.8
"""Operands whose constant the compiler folds away, and which constant stands for them (found
by the program fuzzer): read with the other operand negated (`not a and 1 or b`, `a and 1 or
not b`); beside a chained comparison whose false way, in a loop, is the jump back (`a or b and
c < v != e` as a filter and as a statement); and written with the constant co_consts numbers
at that place: one a later instruction loads (`a and 4 or v <= 4`), one met before (`v or 1`
after a call with 1), a ≤3.10 function's qualname counted as loaded, and the same constant in
both copies of a finally body; and a boolean operation's first operand whose constant decides
nothing (`0.5 and y or None`), which 3.10-3.11 keep in co_consts where the next operand's test
takes the value."""

LOG = []


def probe(name, value):
    LOG.append(name)
    return value


def negated_first(a, b):
    taken = []
    if not probe("a", a) and 1 or probe("b", b):
        taken.append(a)
    return taken


def negated_second(a, b):
    taken = []
    if probe("a", a) and 1 or not probe("b", b):
        taken.append(b)
    return taken


def negated_in_filter(items):
    return [v for v in items if not probe("a", v > 2) and 1 or probe("b", v == 4)]


def chain_in_filter(items, a):
    return [v for v in items if a or probe("b", v) and 0 < v != 3]


def chain_in_generator(items, a):
    return list(v for v in items if a or probe("b", v) and 0 < v != 3 if v != 4)


def chain_in_loop(items, a):
    out = []
    for v in items:
        if a or probe("b", v) and 0 < v != 3:
            out.append(v)
    return out


def constant_loaded_later(values):
    answers = []
    for v in values:
        answers.append("yes" if probe("v", v) and 4 or v <= 4 else "no")
    return answers


def constant_met_before(rows):
    return {r: c for r in rows for c in probe("row", range(1)) if probe("r", r) or 1}


def qualname_beside_elif(v, w, x):
    keys = sorted(w, key=lambda k: -k)
    if v:
        pass
    elif w or x:
        return keys
    return None


def filter_in_finally(items, fail):
    try:
        if fail:
            raise KeyError(fail)
    finally:
        kept = {v for v in items if probe("f", v) or 3.5 if v != 2}
    return sorted(kept)


def leading_operand(y):
    return [1, 0.5 and y or None]


def leading_operand_inside(y):
    return [1, 0 or y and 'n', 3]


FLAG = 4
VALUES = [1, 0.25 and FLAG or None]


def checks():
    results = {
        "negated_first": [negated_first(a, b) for a in (0, 1) for b in (0, 1)],
        "negated_second": [negated_second(a, b) for a in (0, 1) for b in (0, 1)],
        "negated_filter": negated_in_filter(range(6)),
        "chain_filter": [chain_in_filter(range(6), a) for a in (0, 1)],
        "chain_generator": [chain_in_generator(range(6), a) for a in (0, 1)],
        "chain_loop": [chain_in_loop(range(6), a) for a in (0, 1)],
        "loaded_later": constant_loaded_later([0, 3, 9]),
        "met_before": sorted(constant_met_before([0, 1, 2]).items()),
        "qualname": [qualname_beside_elif(v, w, x) for v in (0, 1) for w in ([], [1, 2]) for x in (0, 1)],
        "finally": filter_in_finally([0, 1, 2, 3], None),
        "leading": [leading_operand(y) for y in (0, 2)] + [leading_operand_inside(y) for y in (0, 2)],
        "values": VALUES,
    }
    try:
        filter_in_finally([1], "boom")
    except KeyError as e:
        results["finally_raised"] = str(e)
    results["log"] = LOG
    return results
