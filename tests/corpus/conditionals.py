# glassbox-corpus: min-python=3.8
"""if / elif / else in every shape, conditional expressions, and := ."""


def classify(n):
    if n < 0:
        kind = "negative"
    elif n == 0:
        kind = "zero"
    elif n < 10:
        kind = "small"
    elif n < 100:
        kind = "medium"
    else:
        kind = "large"
    return kind


def if_without_else(n):
    out = []
    if n:
        out.append("truthy")
    if n > 5:
        out.append("big")
    return out


def nested_ifs(a, b):
    if a:
        if b:
            result = "both"
        else:
            result = "a only"
    else:
        if b:
            result = "b only"
        elif a is None:
            result = "a is None"
        else:
            result = "neither"
    return result


def empty_bodies(n):
    if n > 3:
        pass
    elif n > 1:
        pass
    else:
        n = -n
    return n


def early_returns(n):
    if n is None:
        return "none"
    if n < 0:
        return "negative"
    elif n % 2:
        if n > 10:
            return "big odd"
        return "odd"
    return "even"


def constant_conditions(n):
    out = []
    if True:
        out.append("always")
    if False:
        out.append("never")
    if 0:
        out.append("zero")
    if 1:
        out.append("one")
    while False:
        out.append("loop")
    if n and True:
        out.append("n")
    return out


def ternaries(a, b):
    return [
        "yes" if a else "no",
        a if a > b else b,
        "neg" if a < 0 else "zero" if a == 0 else "pos",
        ("a" if a else "b") + ("c" if b else "d"),
        (lambda: a) if a else (lambda: b),
        [x if x % 2 else -x for x in range(a, a + 3)],
        (a if b else b) if a else (b if a else a),
    ]


def walrus_in_if(values):
    if (n := len(values)) > 3:
        return ["long", n]
    elif (first := values[0] if values else None) is not None:
        return ["first", first, n]
    return ["empty", n]


def walrus_in_while(data):
    chunks = []
    position = 0
    while (chunk := data[position:position + 2]):
        chunks.append(chunk)
        position += 2
    return chunks


def walrus_in_expressions(x):
    values = [y := x * 2, y + 1, (z := y * y)]
    total = (w := 5) + w
    flag = (q := x > 2) and q
    return [values, z, total, flag]


def walrus_in_comprehension(items):
    seen = [last := item for item in items if item]
    doubled = [d for item in items if (d := item * 2) > 2]
    return [seen, doubled, last if items else None]


def conditional_assignment_targets(flag):
    data = {}
    obj = type("Empty", (), {})()
    if flag:
        data["key"] = obj.attr = 1
    else:
        data["other"] = obj.attr = 2
    return [data, obj.attr]


def comparison_conditions(a, b):
    if a == b or a is None:
        return "eq-or-none"
    if a < b < 10:
        return "chain"
    if not a < b and not a == b:
        return "greater"
    return "other"


def elif_chain_with_returning_else(value, strict):
    # The else returns, so the code after the chain post-dominates nothing: the
    # chain's branches still meet there.
    if value != value:
        text = "nan"
    elif value == 1:
        text = "one"
    elif value == 2:
        text = "two"
    else:
        return repr(value)
    if strict:
        raise ValueError(text)
    return text


def branch_returns_inside_loop(values):
    out = []
    for value in values:
        if value < 0:
            kind = "negative"
        elif value == 0:
            return out
        else:
            kind = "positive"
        out.append(kind)
    return out


def long_chains_as_conditions(a, b, c, d, values):
    out = []
    if a < b < c < d:
        out.append("ascending")
    if a <= b == b < d >= c:
        out.append("mixed")
    out.append([v for v in values if a < v <= c < d])
    while a < b < c < d:
        out.append("loop")
        if len(out) >= 5:
            break
    return out


def separate_returns_of_the_same_value(value):
    if value is None:
        return True
    if isinstance(value, list):
        return True
    return False


def checks():
    return {
        "same_returns": [separate_returns_of_the_same_value(v) for v in (None, [], 0)],
        "long_chains": [long_chains_as_conditions(*args, [0, 2, 3, 9]) for args in ((1, 2, 3, 4), (4, 3, 2, 1))],
        "returning_else": [elif_chain_with_returning_else(v, False) for v in (float("nan"), 1, 2, 3)],
        "returns_in_loop": [branch_returns_inside_loop(v) for v in ([1, -1], [1, 0, 2])],
        "classify": [classify(n) for n in (-5, 0, 3, 42, 1000)],
        "no_else": [if_without_else(n) for n in (0, 2, 9)],
        "nested": [nested_ifs(a, b) for a in (1, 0, None) for b in (1, 0)],
        "empty": [empty_bodies(n) for n in (5, 2, 0, -4)],
        "early": [early_returns(n) for n in (None, -1, 3, 13, 4)],
        "constant": [constant_conditions(n) for n in (0, 1)],
        "ternaries": [[v() if callable(v) else v for v in ternaries(a, b)] for a, b in ((1, 2), (-1, 0), (0, 5), (3, 3))],
        "walrus_if": [walrus_in_if(v) for v in ([1, 2, 3, 4], [9], [], [None])],
        "walrus_while": [walrus_in_while(d) for d in ("", "abc", "abcdef")],
        "walrus_expr": [walrus_in_expressions(x) for x in (1, 3)],
        "walrus_comp": [walrus_in_comprehension(v) for v in ([1, 0, 2], [3])],
        "targets": [conditional_assignment_targets(f) for f in (True, False)],
        "compare": [comparison_conditions(a, b) for a, b in ((1, 2), (2, 2), (None, 1), (5, 1), (11, 12))],
    }
