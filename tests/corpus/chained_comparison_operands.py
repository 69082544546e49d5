# glassbox-corpus: min-python=3.8
"""Chained comparisons tested by if/while/assert/elif whose last operand is itself a value of
several blocks: a short-circuit (`lo <= x <= (hi or default)`), a conditional expression
(`a < b < (c if flag else d)`) or another chained comparison. The operand's jumps sit between
the chain's links, before the test that ends the chain. And a last link `is None` or `is not
None`, which 3.11+ test with POP_JUMP_IF_(NOT_)NONE alone in its block."""


def within(lo, x, hi, default):
    if lo <= x <= (hi or default):
        return "in"
    return "out"


def within_and(lo, x, hi, cap):
    if lo < x < (hi and cap):
        return "in"
    return "out"


def picked_bound(a, b, flag, c, d):
    if a < b < (c if flag else d):
        return "below"
    else:
        return "not below"


def nested_chain(a, b, c, d, e):
    if a <= b is not (c == d != e):
        return 1
    return 0


def in_elif(a, b, c, d):
    if a is None:
        return "none"
    elif a == b is (c and d):
        return "same"
    return "other"


def asserted(a, b, c, d):
    assert a > b is not (c or d), "chain failed"
    return "passed"


def negated_in(a, b, flag, c, d):
    if a >= b not in (c if flag else d):
        return "yes"
    return "no"


def none_last(a, b, c):
    picked = a if a != b == c is None else b
    if a < b is not None:
        return picked, 1
    if (a < b is None) or c:
        return picked, 2
    return picked, 0


def middle_operand(a, b, flag, c, d, e):
    if a is not e <= (b if flag else c) < d:
        return "ordered"
    if a != e is not (b or c) != e:
        return "partly"
    return "no"


def middle_comprehension(a, rows, b):
    if a != b != [len(row) for row in rows] != b:
        return "differs"
    return "same"


def last_comprehension(a, rows, b):
    if a < b <= sum([len(row) for row in rows if row]):
        return "within"
    return "beyond"


calls = []


def counted(value):
    calls.append(value)
    return value


def walrus_middle(a, b, c):
    if a < (kept := counted(b)) < c:
        return "inside", kept
    return "outside", kept


def walrus_middle_value(a, b, c, d):
    second = None
    result = a <= (first := counted(b)) < (second := counted(c)) <= d
    return result, first, second


def returned_conditional_last(a, b, c, flag, d):
    # 3.12+ copy the last comparison and the return into both ends of the conditional expression
    return a < b < (c if flag else d)


def returned_or_last(a, b, c, d):
    return a < b <= (c or d)


def stored_conditional_last(a, b, c, flag, d, e):
    value = a < b < c <= (d if flag else e)
    return value


def checks():
    results = {
        "within": [within(lo, x, hi, 5) for lo in (0, 2) for x in (1, 3, 6) for hi in (None, 0, 4)],
        "within_and": [within_and(lo, x, hi, 5) for lo in (0, 2) for x in (1, 3) for hi in (0, 4)],
        "picked_bound": [picked_bound(a, 2, f, 3, 1) for a in (1, 2) for f in (False, True)],
        "nested_chain": [nested_chain(a, 1, c, 1, e) for a in (0, 2) for c in (1, 2) for e in (1, 2)],
        "in_elif": [in_elif(a, b, c, d) for a in (None, 1, True) for b in (1, 2) for c in (0, 1) for d in (True, 1)],
        "negated_in": [negated_in(a, 1, f, [1], [2]) for a in (0, 1, 2) for f in (False, True)],
    }
    results["copied_last"] = [[returned_conditional_last(a, 2, 3, f, 1) for a in (1, 2) for f in (0, 1)],
                              [returned_or_last(a, 2, c, 3) for a in (1, 3) for c in (0, 1)],
                              [stored_conditional_last(1, b, 3, f, 4, 2) for b in (0, 2) for f in (0, 1)]]
    results["none_last"] = [none_last(a, b, c) for a in (0, 1) for b in (1, 2) for c in (None, 0)]
    results["middle_operand"] = [middle_operand(a, b, f, 2, 3, 1) for a in (0, 1) for b in (0, 1, 5) for f in (0, 1)]
    results["middle_comprehension"] = [middle_comprehension(a, [[1], [2, 3]], b) for a in (None, 0) for b in ([1, 2], 0)]
    results["last_comprehension"] = [last_comprehension(a, [[1], [], [2, 3]], b) for a in (0, 2) for b in (1, 3)]
    del calls[:]
    results["walrus_middle"] = [walrus_middle(a, 2, 3) for a in (1, 2)] + [list(calls)]
    del calls[:]
    results["walrus_middle_value"] = [walrus_middle_value(a, 2, c, 4) for a in (1, 3) for c in (3, 5)] + [list(calls)]
    outcomes = []
    for a, b, c, d in ((2, 1, 0, False), (2, 1, 0, True), (1, 2, 0, 0), (2, 1, None, 0)):
        try:
            outcomes.append(asserted(a, b, c, d))
        except AssertionError as e:
            outcomes.append(str(e))
    results["asserted"] = outcomes
    return results
