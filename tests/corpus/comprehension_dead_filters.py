# glassbox-corpus: min-python=3.8
"""Comprehensions with a filter the compiler knows fails (`if 0`, `if not 'a'`, `if None`): 3.10+
jump straight back to the loop and drop all after the filter (the element, later loops and
filters) as dead code, which leaves only traces in the code object's tables. The loops before
the filter still run (their iterables are evaluated, their items taken); nothing is kept. Filters
the compiler knows pass (`if 5`) before it leave their constants too. Debug switches written as
constants (`if DEBUG_ONLY and ...` folded by hand, `if 0` while editing) have this shape.
Generator expressions have their own code object on every version; 3.12+ inline the list, set
and dict comprehensions into the function, whose tables then hold the traces.
"""

seen = []


def tracked(items):
    for item in items:
        seen.append(item)
        yield item


def list_never(items):
    return list(item * 2 for item in tracked(items) if 0)


def list_filter_then_never(items, limit):
    return list(item for item in tracked(items) if item < limit if False)


def set_never_after_loops(rows):
    return set(cell for row in tracked(rows) for cell in tracked(row) if not "x")


def dict_never_unpacked(pairs):
    return dict((key, value) for key, value in tracked(pairs) if None)


def generator_never(items, scale):
    return list(item * scale for item in tracked(items) if not 1)


def never_with_later_loops(rows, extra):
    return list((a, b, c) for a in tracked(rows) if a if 0.0 for b in a for c in extra if c)


def never_after_a_passing_filter(items):
    return list(str(item) for item, *rest in tracked(items) if 0j)


def inlined_list_never(items, limit):
    return [item for item in tracked(items) if item < limit if 0]


def inlined_set_never_later_loop(rows):
    return {(row, cell) for row in tracked(rows) if not "on" for cell in row}


def inlined_dict_never_unpacked(pairs, scale):
    return {key: value * scale for key, value in tracked(pairs) if None}


def walrus_then_never(rows):
    found = [last for row in tracked(rows) if (last := row) if 0 for cell in row]
    return found, last


def checks():
    results = {}
    del seen[:]
    results["list_never"] = [list_never([1, 2, 3]), list(seen)]
    del seen[:]
    results["list_filter_then_never"] = [list_filter_then_never([1, 5, 2], 3), list(seen)]
    del seen[:]
    results["set_never_after_loops"] = [sorted(set_never_after_loops([[1, 2], [3]])), list(seen)]
    del seen[:]
    results["dict_never_unpacked"] = [dict_never_unpacked([(1, 2), (3, 4)]), [list(p) for p in seen]]
    del seen[:]
    results["generator_never"] = [generator_never([4, 5], 3), list(seen)]
    del seen[:]
    results["never_with_later_loops"] = [never_with_later_loops([[1], [], [2]], [0, 1]), list(seen)]
    del seen[:]
    results["never_after_a_passing_filter"] = [never_after_a_passing_filter([(1, 2), (3,)]), [list(p) for p in seen]]
    del seen[:]
    results["inlined_list_never"] = [inlined_list_never([1, 5], 3), list(seen)]
    del seen[:]
    results["inlined_set_never_later_loop"] = [sorted(inlined_set_never_later_loop([[1], [2, 3]])), len(seen)]
    del seen[:]
    results["inlined_dict_never_unpacked"] = [inlined_dict_never_unpacked([(1, 2)], 3), len(seen)]
    del seen[:]
    results["walrus_then_never"] = [list(walrus_then_never([[1], [2, 3]])), len(seen)]
    return results
