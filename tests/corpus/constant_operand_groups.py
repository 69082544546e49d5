# glassbox-corpus: min-python=3.8
"""A constant that decides an inner boolean operation: `(x or 7) or y`. 3.10+ fold such a
constant's test away with the operands after it in the same operation (`x or 7 or y` is
`x or 7`), but not where it ends an inner one, whose test stays."""


def first_true(x, y):
    return (x or 7) or y or 0


def first_false(x, y):
    return (x and 0) and y


def two_groups(a, b, c):
    return (a or "one") or (b or 2) or c


def checks():
    values = [0, 1, "", "s"]
    return [(first_true(x, y), first_false(x, y), two_groups(x, y, "c")) for x in values for y in values]
