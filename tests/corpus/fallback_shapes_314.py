# glassbox-corpus: min-python=3.8
"""Shapes that fell back on 3.13-3.15. A statement that follows a nested try statement
inside a with or try body: 3.12+ gives its line a NOP that the except clauses jump back
to, and leaves that NOP outside every protection, so the body's code seems to end there
(test_secrets.test_token_defaults, test_complex.test_pow)."""


class Recorder:
    def __init__(self, log, suppress=False):
        self.log = log
        self.suppress = suppress

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, kind, value, tb):
        self.log.append("exit " + (kind.__name__ if kind else "-"))
        return self.suppress


def with_two_tries(funcs, log):
    with Recorder(log):
        try:
            funcs[0]()
        except TypeError:
            log.append("first failed")
        try:
            funcs[1]()
        except TypeError:
            log.append("second failed")
    return log


def with_two_tries_in_loop(funcs, log):
    for func in funcs:
        with Recorder(log) as r:
            name = func.__name__
            try:
                func()
            except TypeError:
                r.log.append(name + " no args")
            try:
                func(None)
            except TypeError:
                r.log.append(name + " no None")
    return log


def with_try_then_code(func, log, suppress):
    with Recorder(log, suppress):
        try:
            func()
        except TypeError:
            log.append("caught")
        log.append("after try")
        func(1)
        log.append("not reached when func raises")
    return log


def try_two_tries(funcs, log):
    try:
        try:
            funcs[0]()
        except TypeError:
            log.append("inner 1")
        try:
            funcs[1]()
        except TypeError:
            log.append("inner 2")
    except ValueError:
        log.append("outer")
    else:
        log.append("else")
    return log


def finally_two_tries(funcs, log):
    try:
        try:
            funcs[0]()
        except TypeError:
            log.append("inner 1")
        try:
            funcs[1]()
        except TypeError:
            log.append("inner 2")
    finally:
        log.append("finally")
    return log


def ok(*args):
    if args and args[0] is None:
        raise TypeError("None")
    return "ok"


def bad(*args):
    raise TypeError("bad")


def worse(*args):
    raise ValueError("worse")


def checks():
    results = {
        "with_two_tries": [with_two_tries(fs, []) for fs in ((ok, ok), (bad, ok), (ok, bad), (bad, bad))],
        "with_two_tries_in_loop": with_two_tries_in_loop([ok, bad], []),
        "with_try_then_code": [with_try_then_code(f, [], s) for f, s in ((ok, False), (ok, True), (bad, True),
                                                                         (worse, True))],
        "try_two_tries": [try_two_tries(fs, []) for fs in ((ok, ok), (bad, worse), (worse, ok), (bad, bad))],
    }
    try:
        with_try_then_code(worse, [], False)
    except ValueError as e:
        results["with_raises"] = str(e)
    log = []
    try:
        finally_two_tries((bad, worse), log)
    except ValueError:
        log.append("raised")
    results["finally_two_tries"] = [finally_two_tries((ok, bad), []), log]
    return results
