# glassbox-corpus: min-python=3.11
"""Flow that the structure stage could not rebuild on some versions and wrote as its last resort,
a state machine (core/structure/flat_fallback.h), which must run the same: a return from an
except clause inside a loop in a with body inside a loop whose other path continues (the
shape of os.walk's scandir loop, 3.11 and 3.12; structured since the try-exit rules), and what
flat mode (decompile --flat, tests/roundtrip/test_flat_corpus.py) must refuse."""


def walk_like(items, log):
    stack = [items]
    while stack:
        top = stack.pop()
        try:
            it = iter(top)
        except TypeError as error:
            log.append(type(error).__name__)
            continue
        with Box(log):
            while True:
                try:
                    try:
                        entry = next(it)
                    except StopIteration:
                        break
                except ValueError as error:
                    log.append(error)
                    return
                if isinstance(entry, list):
                    stack.append(entry)
                else:
                    log.append(entry)
    return log


class Box:
    def __init__(self, log):
        self.log = log
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        self.log.append('exit')
        return False


def nested_escape(values, log):
    # an exception from an except clause handled by an outer try, around a loop that leaves
    # from inside the clause
    for v in values:
        try:
            try:
                log.append(10 // v)
            except ZeroDivisionError as error:
                log.append(type(error).__name__)
                if len(log) > 6:
                    return log
                raise KeyError(v)
        except KeyError as error:
            log.append(["key", error.args[0], type(error.__context__).__name__])
            continue
        finally:
            log.append("finally")
    return log


class Failing(list):
    """Iterates its items, then fails with ValueError."""

    def __iter__(self):
        yield from list.__iter__(self)
        raise ValueError("failing")


class Keys:
    def __getitem__(self, key):
        return key


def slice_across_branch(flag, log):
    # A slice on the stack while a conditional expression branches: flat mode (forced by
    # decompile --flat, tests/roundtrip/test_flat_corpus.py) cannot keep `1::` in a slot variable.
    try:
        log.append(Keys()[1::, "a" if flag else "b"])
    except KeyError:
        pass
    return log


def checks():
    results = {}
    results["slices"] = [repr(item) for item in slice_across_branch(True, []) + slice_across_branch(False, [])]
    log = []
    results["walk"] = walk_like([1, [2, [3]], 4], log)
    log = []
    walk_like([5, Failing([6, 7])], log)
    results["walk_error"] = [type(x).__name__ if isinstance(x, Exception) else x for x in log]
    results["walk_not_iterable"] = walk_like(5, [])
    results["escape"] = nested_escape([1, 0, 2, 0], [])
    results["escape_long"] = nested_escape([0, 0, 0, 0, 0], [])
    return results
