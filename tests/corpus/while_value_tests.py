# glassbox-corpus: min-python=3.8
"""while loops whose test computes a value by a short circuit or a conditional expression
inside an operand (`while read(n or 1024):`): the value's own blocks come before the tested
jump, on top and, 3.10+, again at the bottom of the body."""


def shrink(x):
    return x > 1


def call_of_or(a, b):
    while shrink(a or b):
        a -= 1
    return a


def subscript_of_or(a, b):
    while [a or b][0] > 1:
        a -= 1
    return a


def compare_of_ifexp(a, b):
    while (a if b else a - 1) > 1:
        a -= 1
    return a


def compare_of_or(a, b, c):
    steps = []
    while a < (b or c):
        a += 1
        steps.append(a)
    return steps


def and_of_or(a, b):
    while a > 1 and (b or a):
        a -= 1
    return a


def chunks_of(data, size):
    out = []
    while data[:size or 2]:
        out.append(data[:size or 2])
        data = data[size or 2:]
    return out


def with_break(a, limit):
    while shrink(a and a - 1 or 0):
        a -= 1
        if a == limit:
            break
    else:
        return "exhausted", a
    return "broke", a


def checks():
    return {
        "call_of_or": [call_of_or(a, b) for a in (0, 1, 5) for b in (0, 3)],
        "subscript_of_or": [subscript_of_or(a, b) for a in (0, 1, 5) for b in (0, 3)],
        "compare_of_ifexp": [compare_of_ifexp(a, b) for a in (0, 1, 5) for b in (0, 3)],
        "compare_of_or": [compare_of_or(a, b, c) for a in (0, 2) for b in (0, 4) for c in (1, 3)],
        "and_of_or": [and_of_or(a, b) for a in (0, 1, 5) for b in (0, 3)],
        "chunks_of": [chunks_of("abcdefg", n) for n in (0, 3)],
        "with_break": [with_break(a, limit) for a in (3, 8) for limit in (2, 5)],
    }
