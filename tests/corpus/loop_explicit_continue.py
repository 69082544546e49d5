# glassbox-corpus: min-python=3.8
"""A loop body ending in an explicit `continue` after a statement that may fall off (`if c:
raise`, `assert`): ≤3.9 keep the loop's own jump back after it, dead, which says the
`continue` is there; 3.12+ would lay the test out with the jump back after it without one."""


def rejecting(items):
    seen = []
    for v in items:
        seen.append(v)
        if v < 0:
            raise ValueError(v)
        continue
    return seen


def checked(items):
    out = []
    for v in items:
        out.append(v)
        assert v >= 0, v
        continue
    return out


def counting(n):
    k = 0
    while k < n:
        k += 1
        if k > 10:
            raise OverflowError(k)
        continue
    return k


def checks():
    results = {"rejecting": rejecting([3]), "counting": counting(4), "checked": checked([1, 2])}
    for function, argument in ((rejecting, [1, -2]), (counting, 12), (checked, [0, -1])):
        try:
            function(argument)
        except (AssertionError, OverflowError, ValueError) as e:
            results[function.__name__ + "_raised"] = type(e).__name__
    return results
