# glassbox-corpus: min-python=3.8
"""Comprehension filters the compiler knows pass once reached (`if b or 7`: the constant is
folded away, both ways go on), after another filter and before a later loop: the second
filter's test sits in the first one's body, ahead of the inner loop. Defaults written as
constants (`if key or DEFAULT_ON`, folded by hand) give this shape.
And loops over one item (`for total in [a + b]`, the idiom that names a value inside a
comprehension before 3.8's `:=`), which 3.9+ compile to a plain assignment."""


def pairs_after_passing_filter(rows, flag):
    return [(row, cell) for row in rows if row if flag or row or 7 for cell in row]


def dict_after_passing_filter(rows, flag):
    return {len(row): cell for row in rows if row if flag or 1 for cell in row if cell}


def set_after_passing_filter(rows, limit):
    return {cell for row in rows if len(row) < limit if row or limit or "x" for cell in row}


def generator_after_passing_filter(rows, flag):
    return list(cell * 2 for row in rows if row if flag or row or 3.5 for cell in row)


def named_inside(rows, offset):
    return [total for row in rows for total in [sum(row) + offset] if total]


def unpacked_one_item(pairs, scale):
    return {key: value for key, raw in pairs for (value, unit) in [(raw * scale, "m")] if unit}


def generator_one_item(rows):
    return list(size for row in rows for size in (len(row),) if size > 1)


def checks():
    rows = [[1, 2], [], [3], [0, 4, 5]]
    return {
        "pairs": [pairs_after_passing_filter(rows, flag) for flag in (False, True)],
        "dict": [sorted(dict_after_passing_filter(rows, flag).items()) for flag in (False, True)],
        "set": [sorted(set_after_passing_filter(rows, limit)) for limit in (2, 3, 4)],
        "generator": [generator_after_passing_filter(rows, flag) for flag in (0, 1)],
        "named_inside": named_inside(rows, -3),
        "unpacked_one_item": sorted(unpacked_one_item([("a", 1), ("b", 2)], 10).items()),
        "generator_one_item": generator_one_item(rows),
    }
