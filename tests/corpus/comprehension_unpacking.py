# glassbox-corpus: min-python=3.15
"""Unpacking in comprehensions (PEP 798, 3.15): `*` in list, set and
generator comprehensions and `**` in dict comprehensions."""


def lists(rows):
    return [[*row for row in rows], [*row[::-1] for row in rows if row], [*range(n) for n in (1, 2)]]


def sets(words):
    return sorted({*word for word in words})


def dicts(mappings):
    return {**mapping for mapping in mappings if mapping}


def generators(rows):
    return list((*row for row in rows))


def nested_and_filtered(grid):
    return [[*cell for row in grid for cell in row if cell], list((*cell for row in grid if row for cell in row)),
            {**{k: len(row)} for row in grid for k in row if k}]


def checks():
    return {
        "lists": lists([[1, 2], [], [3]]),
        "sets": sets(["ab", "bc"]),
        "dicts": sorted(dicts([{"a": 1}, {}, {"b": 2, "a": 3}]).items()),
        "generators": generators(["xy", "z"]),
        "nested": nested_and_filtered([["ab", ""], [], ["c"]]),
    }
