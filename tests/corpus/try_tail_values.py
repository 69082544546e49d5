# glassbox-corpus: min-python=3.11
"""The last statement of a try body ending a function stores a value of several blocks (an or,
a chained comparison): 3.11+ copy the code after it (the finally body, the return) into each
path of the value, and the store stays under the handler while the return does not: two blocks.
(3.10 copies them in one block; a chained comparison in an `or` there is not yet read.)"""

stored = []


def chained_in_or(x, y):
    global result
    try:
        result = x or y == y in (1, 2) != None
    finally:
        pass


def chained_alone(x, y):
    global result
    try:
        result = x < y < 10
    finally:
        pass


def plain_or(x, y):
    global result
    try:
        result = x or y
    finally:
        stored.append(x)


def in_finally(x, y):
    # (the finally body's exceptional copy ends the same way with RERAISE)
    global result
    try:
        stored.append(y)
    finally:
        result = x or y == y in (1, 2) != None


def checks():
    out = []
    for x, y in ((0, 1), (0, 5), (3, 0), (0, 12)):
        for f in (chained_in_or, chained_alone, plain_or, in_finally):
            f(x, y)
            out.append(result)
    return out + [list(stored)]
