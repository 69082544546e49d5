# glassbox-corpus: min-python=3.11
"""A break out of two loops (`else: continue` then `break`) from a loop ending a try
statement's else block, whose code after the statement 3.12+ copies into the break.
(3.10 threads the inner break into the outer one's copy, dropping both iterators at once:
glassbox keeps its marked fallback there.)"""


def lookup(name):
    if name == "bad":
        raise KeyError(name)
    return name


def nested_break(name, rows):
    try:
        lookup(name)
    except KeyError:
        pass
    else:
        for row in rows:
            for name in row:
                if name > 2:
                    break
            else:
                continue
            break
        else:
            name = 0
    return name


def checks():
    return {
        "nested_break": [nested_break("a", [[1], [2, 3], [4]]), nested_break("a", [[1], [2]]),
                         nested_break("bad", [])],
    }
