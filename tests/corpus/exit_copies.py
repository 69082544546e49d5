# glassbox-corpus: min-python=3.8
"""Code the compiler copies into the jumps that leave a statement (3.10+: small exits, the code
after a loop or a try), next to code that only looks like such a copy: inline returns equal to
the return after a loop, breaks out of except clauses, the loop's bottom test sharing a block
with the end of its body. Patterns from the standard library (collections.abc, _pyio, ftplib)."""


def return_like_the_exit(items):
    # An inline return with the same code as the one after the loop is no break (a break's
    # copy of the exit keeps the exit's line; 3.11 copies none).
    j = 0
    while j < len(items):
        if items[j] is None:
            return -1
        j += 1
    return -1


def for_return_like_the_exit(items):
    for item in items:
        if item is None:
            return -1
        if item < 0:
            break
    return -1


def read_until_newline(chunks, size):
    # Two breaks that run copies of the return after the loop, then the loop's bottom test.
    res = []
    while size < 0 or len(res) < size:
        b = chunks.pop(0) if chunks else ""
        if not b:
            break
        res.append(b)
        if b.endswith("\n"):
            break
    return "".join(res)


def quoted_name(resp):
    # The code after an inner if (with a break) shares its block with the loop's bottom test.
    dirname = ""
    i = 0
    n = len(resp)
    while i < n:
        c = resp[i]
        i = i + 1
        if c == '"':
            if i >= n or resp[i] != '"':
                break
            i = i + 1
        dirname = dirname + c
    return dirname


def get_like(mapping, key, default=None):
    """An except clause returning a name: its value is loaded before the clause is left."""
    try:
        return mapping[key]
    except KeyError:
        return default


def setdefault_like(mapping, key, default=None):
    """The code after a try whose body always returns: 3.10+ copies it after the clause."""
    try:
        return mapping[key]
    except KeyError:
        mapping[key] = default
    return default


def index_like(items, value, stop=None):
    """A break out of an except clause that runs a copy of the raise after the loop."""
    i = 0
    while stop is None or i < stop:
        try:
            v = items[i]
            if v is value or v == value:
                return i
        except IndexError:
            break
        i += 1
    raise ValueError(value)


def index_like_results():
    results = [index_like([1, 2, 3], 2)]
    for stop in (None, 1):
        try:
            index_like([1, 2], 5, stop)
        except ValueError as error:
            results.append(error.args)
    return results


def close_like(action):
    """An except clause that only passes, and an else that raises, ending a function."""
    try:
        action()
    except (KeyError, StopIteration):
        pass
    else:
        raise RuntimeError("action ignored the stop")


def close_like_results():
    def stops():
        raise StopIteration

    results = [close_like(stops)]
    try:
        close_like(lambda: None)
    except RuntimeError as error:
        results.append(str(error))
    return results


def checks():
    return {
        "return_like_the_exit": [return_like_the_exit(c) for c in ([], [1, None], [1, 2])],
        "for_return_like_the_exit": [for_return_like_the_exit(c) for c in ([], [1, None], [-1, None])],
        "read_until_newline": [read_until_newline(list(c), n) for c in ([], ["a", "b\n", "c"], ["x"] * 5)
                               for n in (-1, 2)],
        "quoted_name": [quoted_name(r) for r in ("", 'ab"', 'a""b"c', "plain")],
        "close_like": close_like_results(),
        "setdefault_like": [setdefault_like({"a": 1}, "a"), setdefault_like({}, "b", 2)],
        "index_like": index_like_results(),
        "get_like": [get_like({"a": 1}, "a"), get_like({}, "a", 2)],
    }
