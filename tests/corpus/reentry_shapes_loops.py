# glassbox-corpus: min-python=3.8
"""Loops whose shape the structurer once missed, falling back on "a jump out of two loops at
once" or on code it reached twice: a while loop (3.10+ test it on top and again at the
bottom) whose body ends in a call with many operands pending before a conditional one, so
the bottom test's block starts by taking them. Patterns from the standard library (pprint)."""


def emit(log, tag, first, second, third, value, fourth, fifth):
    log.append([tag, first, second, third, value, fourth, fifth])


def format_items(items, compact):
    # `continue` jumps to the test on top; the call's six operands wait across its value's blocks.
    log = []
    it = iter(items)
    last = False
    width = 10
    while not last:
        try:
            ent = next(it)
        except StopIteration:
            last = True
            ent = None
        if compact and width >= 4:
            width -= 4
            log.append(ent)
            continue
        emit(log, "item", ent, width, compact, 0 if last else 1, "a", "b")
    return log


def checks():
    return {"format": [format_items(items, c) for items in ([], [1], [1, 2, 3, 4]) for c in (False, True)]}
