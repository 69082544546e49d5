# glassbox-corpus: min-python=3.11
"""A for-else loop whose break leaves an except clause that ends the function's try
statement (3.10 left: its break runs the clause's POP_EXCEPT and a copy of the return after
the statement in one block, which the walk does not yet read as a break). A try body that
only returns, `return None` among them (pydoc._getowndoc: 3.12+ copies `return None` and
leaves the returns outside the protection, where they looked like the body's normal exit;
3.10 left)."""


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


def own_doc(obj, cls):
    try:
        doc = obj.doc
        if doc is None:
            return None
        if obj is not cls:
            typedoc = cls.doc
            if isinstance(typedoc, str) and typedoc == doc:
                return None
        return doc
    except AttributeError:
        return None


class Documented:
    def __init__(self, doc):
        self.doc = doc


PAIRS = [("a", 1), ("b", [2]), ("c", 3)]


def checks():
    def guarded(f, *args):
        try:
            return f(*args)
        except KeyError as e:
            return "KeyError %r" % (e.args,)

    return {
        "lookup_or_scan": [guarded(lookup_or_scan, {1: "a"}, PAIRS, v) for v in (1, [2], [4])],
        "own_doc": [own_doc(o, c) for o in (Documented("x"), Documented(None), object())
                    for c in (Documented("x"), Documented("y"))],
    }
