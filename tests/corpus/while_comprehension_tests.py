# glassbox-corpus: min-python=3.8
"""While loops whose test holds a list, set or dict comprehension. 3.12+ inline the
comprehension: the test is then a loop of its own, laid out before the loop and again at the
bottom of the body (3.10-3.13), where the bottom copy must still read as the loop's test."""

log = []


def drain(items):
    while [item for item in items if item > 0]:
        items[items.index(max(items))] -= 2
        log.append(sum(items))
    return items


def bounded(items, limit):
    count = 0
    while len([item for item in items if item > count]) > limit and count < 10:
        count += 1
    return count


def until_dict(keys):
    seen = []
    while {key: 1 for key in keys} != {}:
        seen.append(keys.pop())
    return seen


def negated_test(items):
    while not {item % 3 for item in items} >= {0, 1}:
        items.append(len(items))
    return items


def with_break(items):
    taken = []
    while [item for item in items if item]:
        value = items.pop()
        if value == 7:
            break
        taken.append(value)
    return taken, items


def nested_loop_inside(rows):
    total = 0
    while [row for row in rows if row]:
        row = rows.pop()
        for value in row:
            if value < 0:
                continue
            total += value
    return total


def checks():
    log.clear()
    return [
        drain([3, 1, 4]),
        list(log),
        bounded([1, 2, 3, 4, 5, 6], 2),
        bounded([], 0),
        until_dict(["a", "b", "c"]),
        negated_test([3]),
        negated_test([0, 1]),
        with_break([0, 1, 7, 2, 3]),
        with_break([1, 2]),
        nested_loop_inside([[1, -2], [], [3, 4]]),
    ]
