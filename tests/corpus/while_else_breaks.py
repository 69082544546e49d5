# glassbox-corpus: min-python=3.8
"""A while loop with two breaks, each on a line of its own, past an else clause that
returns. 3.10 and 3.12+ copy the small return after the loop into each break: two copies
of one block, each after its break's NOP. Read as one block, the two tests join into
`if a == low or a == high: break`, one copy (same behaviour, other code)."""


def while_else_two_breaks(a, low, high):
    while a < 10:
        a += 1
        if a == low:
            break
        if a == high:
            break
    else:
        return "exhausted", a
    return "stopped", a


def checks():
    return {
        "while_else_two_breaks": [while_else_two_breaks(a, low, high) for a in (0, 5, 12)
                                  for low, high in ((2, 3), (8, 6), (20, 30))],
    }
