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


def checks():
    return {
        "lists": lists([[1, 2], [], [3]]),
        "sets": sets(["ab", "bc"]),
        "dicts": sorted(dicts([{"a": 1}, {}, {"b": 2, "a": 3}]).items()),
        "generators": generators(["xy", "z"]),
    }
