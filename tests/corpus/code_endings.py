# glassbox-corpus: min-python=3.8
"""How code ends: the compiler copies the implicit `return None` (and other small exits)
into each branch that reaches it, and keeps declarations nothing else shows. A raise after an
if/elif is copied, with its line, into the jump ending the if's body (3.10+): the source's raise
is the one after the statement, and the names it loads come after the elif's; so is a store
then a return (`CACHED = value; return value`), copied whole, and a call ending the code (its
`return None` copied with the call's line)."""

LOG = []


def unused_nonlocal():
    cell = 1

    def declare():
        nonlocal cell

    def read():
        return cell

    return [declare.__code__.co_freevars, read.__code__.co_freevars, declare() is None]


def short_circuit_statement_last(items):
    items and items.append(len(items))
    items or items.append("empty")


def assert_false(flag):
    try:
        if flag:
            assert False, "flagged"
        assert False
    except AssertionError as error:
        return list(error.args)


def retry(values):
    attempts = []
    it = iter(values)
    while True:
        try:
            value = next(it)
            if value < 0:
                raise KeyError(value)
            attempts.append(value)
        except StopIteration:
            return attempts
        except KeyError:
            attempts.append("skip")
            continue


def ternary_return(n):
    return 1 if n <= 1 else n * ternary_return(n - 1)


def list_with_ternary(a, b):
    return [len(LOG), (a if b else b) if a else (b if a else a)]


def copied_raise(flag, other):
    if flag:
        LOG.append(flag)
    elif other:
        raise KeyError(other)
    raise ValueError(flag)


CACHED = []


def copied_store_and_return(flag):
    global CACHED
    if flag:
        value = [flag]
    elif flag is None:
        raise KeyError(flag)
    else:
        value = list(LOG)
    CACHED = value
    return value


def copied_call_at_end(flag, items):
    if not flag:
        items.insert(0, flag)
    elif flag not in items:
        items.append(flag)
    LOG.append(len(items))


def raised_by(function, *args):
    try:
        function(*args)
    except Exception as error:
        return type(error).__name__, error.args


def checks():
    short = [[], [1]]
    for items in short:
        short_circuit_statement_last(items)
    return {
        "nonlocal": unused_nonlocal(),
        "short": short,
        "assert": [assert_false(True), assert_false(False)],
        "retry": retry([1, -2, 3]),
        "ternary": [ternary_return(n) for n in range(5)],
        "list": [list_with_ternary(a, b) for a in (0, 1) for b in (0, 2)],
        "copied_raise": [raised_by(copied_raise, a, b) for a in (0, 1) for b in (0, 2)],
        "copied_call": [copied_call_at_end(flag, [2]) for flag in (0, 1, 2)],
        "copied_store": [copied_store_and_return(1), raised_by(copied_store_and_return, None), CACHED],
        "log": LOG,
    }


if LOG:
    LOG.append("never")
elif __name__ != "__never__":
    LOG.append("module tail")
else:
    LOG.append("else")
