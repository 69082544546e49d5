# glassbox-corpus: min-python=3.8
"""Int constants the compiler folds (`2**29`, `(1 << 31) - 1`), loaded before constants that
stand ahead of them in co_consts. 3.14+ fold after code generation: the folded value comes
after every constant the generator added, also after the None a `with` statement's exit loads
(which its exception handler, moved to the end, loads too: it was emitted after the body).
`-2**31` after `2**31` folded: the literal -2147483648 would add 2147483648 where it stands,
ahead of the fold that made it; `-(1 << 31)` takes the fold's value. A late `-1` is a fold
of its own: what stands after it is folded too. `2**31 - 1` appends 2**31 on its way, which
a later `2**31` finds there (a literal would be added ahead of both)."""


class Catch:
    def __init__(self, *kinds):
        self.kinds = kinds
        self.caught = None

    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb):
        self.caught = kind.__name__ if kind else None
        return kind is not None and issubclass(kind, self.kinds)


def combinations_overflow(make, out):
    with Catch(OverflowError, MemoryError):
        make('AA', 2**29)


def size_limit(make, out):
    with Catch(ValueError, OverflowError) as c:
        out.append(make('AB', 2**31 - 1))
    out.append(c.caught)


def nested_with(make, out):
    with Catch(OverflowError):
        with Catch(ValueError):
            out.append(make('AC', 1 << 40))


def run(function, make):
    out = []
    function(make, out)
    return out


def try_then_fold(make):
    try:
        make('AD', 8)
    except TypeError:
        return None
    return make('AE', 2**20)


def raise_big(name, size):
    if size > 1000:
        raise OverflowError(name)
    return name * size


def signed_limits():
    return [(2**31 - x) if x % 2 else (-2**31 + x) for x in range(6)], 'l'


def signed_after(x):
    return 2**31 - x, 'l', -2**31 + x


def index_limits(check):
    out = [check(-1), check(2**10 + 7), check('_DEADBEEF')]
    for index in 2**32 - 1, 2**64 - 1:
        out.append(check(index))
    return out


def large_n(check):
    return [check(n) for n in [324, 400, 2**31 - 1, 2**31, 2**32]]


def pair(name, size):
    return [name, size]


def checks():
    return {
        "combinations_overflow": run(combinations_overflow, raise_big),
        "size_limit": run(size_limit, raise_big),
        "nested_with": run(nested_with, raise_big),
        "nested_with_values": run(nested_with, pair),
        "try_then_fold": try_then_fold(pair),
        "signed_limits": signed_limits(),
        "signed_after": signed_after(3),
        "index_limits": index_limits(repr),
        "large_n": large_n(str),
    }
