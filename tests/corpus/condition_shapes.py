# glassbox-corpus: min-python=3.8
"""and/or as values and as tests with ordinary names: an `and` inside an `or` whose operands
the compiler turns into plain tests (`a or b and c or d`), a value before code that never
leaves (`while 1:` ending a function, so nothing post-dominates the value's tests), and a
small exit (`return`, `raise`) that 3.10+ copies into every path of the operand. Tests that
jump opposite ways where one is an is/in comparison: `not (a is b)` compiles as `a is not b`,
so only the other test may be read negated (and 3.8's `assert a is not b` is no `if`). The module ends with a conditional expression
whose statement 3.10+ copies into both sides: co_names says it is no if statement."""


def before_endless_loop(items, out, a, b, c, d):
    out.append(a or b and c or d)
    while 1:
        out.append(items.pop())


def call_before_endless_loop(items, out, a, b, c, d):
    out.append(dict(**(a or b and c and d or {"k": 1}), end=1))
    while True:
        out.append(items.pop())


def shared_or_tail(a, b, c, d, e):
    return a or b or (c and d and e or a or b)


def shared_and_tail(a, b, c, d, e):
    return a and b and (c or d or e and a and b)


def returned_operand(a, b, c):
    return a or (b and c or a)


def raised_operand(a, b, c):
    raise ValueError(a or (b and c or a))


def stored_operand(a, b, c, d):
    x = a or b and c and d or a
    return x


def is_not_and_not(a, b, c):
    if a is not b:
        if not c:
            return "both"
    return "no"


def not_in_or_not(a, b, c):
    if a not in b or not c:
        return "either"
    return "no"


def not_and_in(a, b, c):
    if not c and a in b:
        return "both"
    return "no"


def none_and_not(a, c):
    if a is not None and not c:
        return "both"
    return "no"


def while_none_or(stop, limit):
    i = 0
    while stop is None or i < stop:
        i += 1
        if i > limit:
            break
    return i


def filtered(items, b, c):
    return [x for x in items if x is not b if not c]


def asserted(a, b, c):
    assert a is not b and not c, "failed"
    return "ok"


def asserted_is_not(x, y):
    assert x is not None, "x"
    assert x not in y
    return x


def while_is_not(items, stop, c):
    n = 0
    while items and items[-1] is not stop and not c:
        items.pop()
        n += 1
    return n


def long_chain_returned(a, b, c, d):
    return a < b <= c < d


def long_chain_stored(a, b, c, d):
    x = a < b != c < d
    return x


def long_chain_raised(a, b, c, d):
    raise ValueError(a < b < c < d)


def lambda_in_chain(a, b):
    return a < (lambda: 0) != b


def endless(items, out, args):
    try:
        before_endless_loop(items, out, *args)
    except IndexError:
        pass
    return out


def endless_call(items, out, args):
    try:
        call_before_endless_loop(items, out, *args)
    except IndexError:
        pass
    return out


def raised(a, b, c):
    try:
        raised_operand(a, b, c)
    except ValueError as e:
        return str(e)


def checks():
    bits = [(a, b, c) for a in (0, 1) for b in (0, 2) for c in (0, 3)]
    results = {
        "endless": [endless([4, 5], [], (a, b, c, 7)) for a, b, c in bits],
        "endless_call": [endless_call([6], [], ({"a": a}, b, c, {"d": 1})) for a, b, c in bits[:2]],
        "shared_or_tail": [shared_or_tail(a, b, c, 0, 5) for a, b, c in bits],
        "shared_and_tail": [shared_and_tail(a, b, c, 0, 5) for a, b, c in bits],
        "returned_operand": [returned_operand(a, b, c) for a, b, c in bits],
        "raised_operand": [raised(a, b, c) for a, b, c in bits],
        "stored_operand": [stored_operand(a, b, c, 9) for a, b, c in bits],
        "is_not_and_not": [is_not_and_not(a, 0, c) for a, b, c in bits],
        "not_in_or_not": [not_in_or_not(a, [0, 2], c) for a, b, c in bits],
        "not_and_in": [not_and_in(a, (1,), c) for a, b, c in bits],
        "none_and_not": [none_and_not(a, c) for a in (None, 0) for c in (0, 1)],
        "while_none_or": [while_none_or(stop, 5) for stop in (None, 0, 3)],
        "filtered": [filtered([0, 1, None, 2], b, c) for b in (None, 1) for c in (0, 1)],
        "while_is_not": [while_is_not([1, 2, 3, 4], stop, c) for stop in (2, 5) for c in (0, 1)],
    }
    quads = [(1, 2, 3, 4), (1, 2, 2, 4), (3, 2, 3, 4), (1, 2, 3, 3)]
    results["long_chain_returned"] = [long_chain_returned(*q) for q in quads]
    results["long_chain_stored"] = [long_chain_stored(*q) for q in quads]
    results["long_chain_raised"] = []
    for q in quads:
        try:
            long_chain_raised(*q)
        except ValueError as e:
            results["long_chain_raised"].append(str(e))
    try:
        lambda_in_chain(1, 2)
    except TypeError:
        results["lambda_in_chain"] = "TypeError"
    results["ending"] = ENDING("Ab")
    results["asserted_is_not"] = asserted_is_not(3, [1, 2])
    try:
        asserted_is_not(None, [])
    except AssertionError as e:
        results["asserted_none"] = str(e)
    results["asserted"] = []
    for a, b, c in bits:
        try:
            results["asserted"].append(asserted(a, b, c))
        except AssertionError as e:
            results["asserted"].append(str(e))
    return results


_SIZES = (1, 2, 3, 4)
ENDING = str.upper if len(_SIZES) > 3 else str.lower
