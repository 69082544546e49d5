# glassbox-corpus: min-python=3.10
"""Match shapes found by the program fuzzer: guards that are chained comparisons (alone, inside
and/or, negated), guards whose operands compute values (an and/or, a chain, as an operand),
a match ending a finally body at the end of a class body, and a `break` in a case of a loop
at module level, which the compiler replaces by a copy of the module's return; a last case of a
class body whose body is a while loop then `pass` (the loop's test on a line of its own, which
exits to the `pass`'s return, is no guard), a last guarded case whose body is `pass`, and a last
case whose body is `pass` before more code (the body runs into that code, whose line comes from
the `pass`: no `case _:`)."""


def chained_guard(x, low, high):
    match x:
        case int(n) if low < n < high:
            return "inside"
        case int(n) if n <= low <= high:
            return "below"
        case _:
            return "other"


def guards_in_and_or(x, flag, low, high):
    match x:
        case [y] if flag or low < y <= high:
            return ("one", y)
        case {"k": v} if not low == v != high:
            return ("key", v)
        case (a, b) if a is not b is not flag and flag:
            return ("pair", a, b)
        case _ if low is high is not x:
            return "same"
        case [*rest]:
            return len(rest)
    return None


def value_guards(x, low, high):
    # (guards whose operands compute values in blocks of their own: an and/or, a chain)
    match x:
        case [y] if y <= (low or high):
            return ("one", y)
        case {"k": v} if (low and v) == high is not None:
            return ("key", v)
        case (a, b) if (a or b) <= high >= low > a:
            return ("pair", a, b)
        case _:
            return "other"


def match_ending_finally(x):
    # (a class body ends like a module: its end's copy in each case of the finally's normal copy)
    class Body:
        try:
            seen = [x]
        finally:
            match x:
                case [y]:
                    first = y
                case {"k": v}:
                    first = v
    return sorted(k for k in vars(Body) if not k.startswith("__"))


LOG = []
for item in [[], [1, 2], [3], [], 7]:
    match item:
        case []:
            LOG.append("empty")
        case [a, b]:
            LOG.append(a + b)
            break
    LOG.append("next")


def case_ends_in_loop(subject, n):
    class Body:
        count = 0
        match subject:
            case int():
                while count < n:
                    count += 1
                pass
    return Body.count


def last_guard_passes(subject):
    class Body:
        seen = []
        match subject:
            case {}:
                seen.append("mapping")
            case () if len(subject) == 0:
                pass
    return Body.seen


def case_passes_then_code(subject):
    class Body:
        seen = []
        match subject:
            case b"x":
                pass
        seen.append("after")
    return Body.seen


def checks():
    return {
        "pass_then_code": [case_passes_then_code(v) for v in (b"x", "y")],
        "case_loop": [case_ends_in_loop(v, 3) for v in (1, "x")],
        "last_guard": [last_guard_passes(v) for v in ({}, (), [1], None)],
        "chained": [chained_guard(v, 1, 5) for v in (0, 1, 3, 5, "x")],
        "and_or": [guards_in_and_or(v, f, 1, 4) for v in ([2], [9], {"k": 1}, {"k": 3}, (1, 2), (1, 1))
                   for f in (False, True)] + [guards_in_and_or(None, False, 2, 2)],
        "values": [value_guards(v, low, 3) for v in ([2], [5], {"k": 3}, {"k": 1}, (0, 2), (4, 1), None)
                   for low in (0, 2)],
        "finally": [match_ending_finally(v) for v in ([1], {"k": 2}, None)],
        "module_break": LOG,
    }
