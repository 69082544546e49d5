# glassbox-corpus: min-python=3.8
"""Layouts that depend on source lines: 3.12+ lays a comprehension's `if` out by whether its
line is the loop's (a condition on a line of its own jumps back through the loop's own
JUMP_BACKWARD, one on the loop's line through a copy). The output keeps the line breaks."""


def filtered_genexpr(values, other):
    return sorted(value for value in values
                  if value not in other)


def filtered_list(values):
    return [value * 2 for value in values
            if value % 2
            if value > 1]


def nested_clauses(rows):
    return {(r, c) for r in rows
            for c in r
            if c}


def one_line(values):
    return [v for v in values if v]


def checks():
    return {
        "genexpr": filtered_genexpr([3, 1, 2, 5], {2}),
        "list": filtered_list([1, 2, 3, 4, 5]),
        "nested": sorted(nested_clauses(["ab", "", "c"])),
        "one_line": one_line([0, 1, 2]),
    }
