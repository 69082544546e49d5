# glassbox-corpus: min-python=3.8
"""`return a or (b if c else d)`: ≤3.9's peephole (and 3.10's, 3.12's in places) replaces the
conditional expression's jump to the return with the return itself, so one side of the value
ends in its own copy of the `return`, not at the end of the `or`."""


def first_or_choice(a, b, c, d):
    return a or (b if c else d)


def first_and_choice(a, b, c, d):
    return a and (b if c else d)


def nested_choice(a, b, c, d):
    return a or (b if c else (d if a else c))


def checks():
    values = [0, 1, "", "s"]
    return [(first_or_choice(a, b, c, "d"), first_and_choice(a, b, c, "d"), nested_choice(a, b, c, 2))
            for a in values for b in values for c in values]
