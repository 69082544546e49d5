# glassbox-corpus: min-python=3.8
"""and / or / not as values and as conditions, nested, with side effects that
show which operands were evaluated."""


class Probe:
    """Records every operand evaluated, in order."""

    def __init__(self):
        self.log = []

    def __call__(self, name, value):
        self.log.append(name)
        return value


def values(a, b, c):
    return [a and b, a or b, not a, a and b and c, a or b or c, a and b or c, a or b and c,
            (a or b) and c, a and (b or c), not (a and b), not a or not b, not (a or b) and c]


def value_kinds(a, b):
    return [repr(a and b), repr(a or b), repr(not a), repr(a or b or "default")]


def conditions(a, b, c):
    out = []
    if a and b:
        out.append("and")
    if a or b:
        out.append("or")
    if not a:
        out.append("not")
    if a and b or c:
        out.append("and-or")
    if a and (b or c):
        out.append("and-(or)")
    if not (a or b):
        out.append("not-(or)")
    if (a or b) and not c:
        out.append("(or)-and-not")
    if not a and not b and not c:
        out.append("none")
    return out


def short_circuit(a, b, c):
    probe = Probe()
    result = probe("a", a) and probe("b", b) or probe("c", c)
    first = probe.log
    probe = Probe()
    if probe("a", a) or probe("b", b) and probe("c", c):
        branch = "taken"
    else:
        branch = "skipped"
    return [result, first, branch, probe.log]


def while_conditions(limit):
    i = 0
    j = 10
    steps = []
    while i < limit and j > 0 or i == 0:
        steps.append((i, j))
        i += 1
        j -= 3
    while not (i <= 0 or j >= 20):
        j += 7
    return [steps, i, j]


def nested_in_expressions(a, b):
    return [
        [x for x in range(6) if x % 2 and x > 1 or x == 0],
        (a and b) + 1 if isinstance(a and b, int) else None,
        "yes" if a or b else "no",
        (a or 0) + (b or 0),
        bool(a) is not bool(b),
        all([a, b]) == bool(a and b),
    ]


def ternary_of_logic(a, b, c):
    return (a and "A") or (b and "B") or (c and "C") or "none"


def return_conditions(x):
    if x is None or x == 0:
        return "empty"
    elif x > 0 and x % 2 == 0:
        return "positive even"
    elif not x > 0 and not x % 2:
        return "negative even"
    return "odd"


def assert_like(x):
    ok = x is not None and x >= 0 and x < 100
    return ok


def chains_in_and_or(a, b, c, d):
    # A chained comparison as the first operand of and/or (enum.Flag._missing_).
    out = []
    if a <= b <= c or d:
        out.append("or")
    if not a <= b <= c or d:
        out.append("not-or")
    if a < b < c and d:
        out.append("and")
    if not ~a <= b <= a or b & (a ^ c):
        out.append("flag")
    while a < b <= c and d:
        a += 1
    out.append(a)
    return out


def decided_operand_before_walrus(x):
    # `0 and dict`: the constant decides, `dict` is dead code whose name co_names keeps; an
    # assignment expression among the later operands copies its own value (COPY 1), not this one
    return (0 and dict, (seen := x), len(seen))


def operands_ending_loop_bodies(items, seen):
    # an and/or statement ending a loop's body: 3.14+ copy the POP_TOP and jump back of its
    # join into the last operand's path
    for v in items:
        v and seen.append(v)
    while items:
        items = items[1:]
        items or seen.append(0) or seen.append(1)
    return seen


def checks():
    combos = [(a, b, c) for a in (0, 1) for b in ("", "b") for c in (None, 2.5)]
    return {
        "values": [[repr(v) for v in values(*combo)] for combo in combos],
        "kinds": [value_kinds(a, b) for a, b in ((0, []), ([], 0), ("x", None), (3, 4))],
        "conditions": [conditions(*combo) for combo in combos],
        "short_circuit": [short_circuit(*combo) for combo in combos],
        "while": [while_conditions(n) for n in (0, 1, 3, 5)],
        "nested": [nested_in_expressions(a, b) for a, b in ((1, 2), (0, 3), (None, 0))],
        "ternary": [ternary_of_logic(*combo) for combo in combos],
        "returns": [return_conditions(x) for x in (None, 0, 4, -4, 3, -3)],
        "assert_like": [assert_like(x) for x in (None, -1, 0, 50, 100)],
        "decided_before_walrus": decided_operand_before_walrus("ab"),
        "operands_ending_loops": operands_ending_loop_bodies([0, 2, 3], []),
        "chains_in_and_or": [chains_in_and_or(a, b, c, d) for a in (0, 2) for b in (1, 3) for c in (2, 4)
                             for d in (0, 1)],
    }
