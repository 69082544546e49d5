# glassbox-corpus: min-python=3.11
"""A for-else loop whose break leaves an except clause that ends the function's try
statement (3.10 left: its break runs the clause's POP_EXCEPT and a copy of the return after
the statement in one block, which the walk does not yet read as a break)."""


def lookup_or_scan(table, pairs, value):
    try:
        found = table[value]
    except TypeError:
        for name, member in pairs:
            if member == value:
                found = name
                break
        else:
            raise KeyError(value)
    return found


PAIRS = [("a", 1), ("b", [2]), ("c", 3)]


def checks():
    def guarded(f, *args):
        try:
            return f(*args)
        except KeyError as e:
            return "KeyError %r" % (e.args,)

    return {"lookup_or_scan": [guarded(lookup_or_scan, {1: "a"}, PAIRS, v) for v in (1, [2], [4])]}
