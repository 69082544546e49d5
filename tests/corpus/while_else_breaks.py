# glassbox-corpus: min-python=3.8
"""A while loop with two breaks, each on a line of its own, past an else clause that
returns. 3.10 and 3.12+ copy the small return after the loop into each break: two copies
of one block, each after its break's NOP. Read as one block, the two tests join into
`if a == low or a == high: break`, one copy (same behaviour, other code).
Also two breaks in an if/elif that ends a `while True:` body (random.Random.gammavariate):
each side of the outer test runs into the loop's own jump back, the if's end."""


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


def nested_breaks(values):
    i = 0
    while True:
        x = values[i]
        i += 1
        if x > 10:
            if x % 2:
                break
        elif x < 0:
            break
    return x, i


def checks():
    return {
        "while_else_two_breaks": [while_else_two_breaks(a, low, high) for a in (0, 5, 12)
                                  for low, high in ((2, 3), (8, 6), (20, 30))],
        "nested_breaks": [nested_breaks(v) for v in ([1, 12, 13, 5], [3, -1], [14, 16, -2, 11])],
    }
