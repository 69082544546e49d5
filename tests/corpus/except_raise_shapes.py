# glassbox-corpus: min-python=3.8
"""Except clauses whose try statements never fall off: every body raises, so each clause
goes on only from the ends of the try statements inside it. A bare `raise` in both parts of
a try/finally inside a try/except inside a clause (3.8: the inner clauses' end was missed;
3.11+: the exception leaves the finally handler into the enclosing one's); try statements
nested three and four deep in named clauses, the innermost raising (3.9 keeps each dead end
of theirs, laid out before the handlers between: the clause goes on past them), also inside
a with statement that suppresses (3.9 keeps its dead call of __exit__, where the body
stops); a clause whose POP_EXCEPT runs straight into the next statement (3.13+ lay no jump
there when the body never falls off); a break in a bare except."""


class First(Exception):
    pass


class Second(Exception):
    pass


class Third(Exception):
    pass


class Fourth(Exception):
    pass


class Catcher:
    """Suppresses `kind`, recording what it caught."""

    def __init__(self, kind, log):
        self.kind = kind
        self.log = log
        self.caught = None

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, exc_type, exc, tb):
        self.log.append(("exit", exc_type.__name__ if exc_type else None))
        if exc_type is not None and issubclass(exc_type, self.kind):
            self.caught = exc
            return True
        return False


def reraise_through_finally(action, log):
    try:
        action()
    except KeyError:
        try:
            try:
                raise
            finally:
                log.append("finally")
                raise
        except KeyError:
            log.append("inner caught")
    state = None
    log.append(state)
    return log


def reraise_through_finally_named(action, log):
    try:
        action()
    except KeyError as outer:
        try:
            try:
                raise
            finally:
                raise
        except KeyError as inner:
            log.append(inner is outer)
    log.append("after")
    return log


def break_in_bare_except(actions, log):
    for action in actions:
        try:
            action()
        except:
            log.append("broke")
            break
    log.append("done")
    return log


def chain_raises_first(log):
    try:
        try:
            raise First
        except First as one:
            kept_one = one
            try:
                raise Second
            except Second as two:
                kept_two = two
                try:
                    raise Third
                except Third as three:
                    kept_three = three
                    log.append(type(kept_one.__context__).__name__)
                    raise kept_one
    except First as caught:
        result = caught
    log.append(result is kept_one)
    log.append(type(kept_one.__context__).__name__)
    log.append(type(kept_three.__context__).__name__)
    log.append(kept_two.__context__ is None)
    return log


def chain_in_with(log):
    with Catcher(Third, log) as catcher:
        try:
            raise First()
        except First as one:
            kept_one = one
            try:
                raise Second()
            except Second as two:
                kept_two = two
                try:
                    raise Third()
                except Third as three:
                    kept_three = three
                    kept_one.partner = kept_three
                    raise kept_three
    log.append(catcher.caught is kept_three)
    log.append(type(kept_two.__context__).__name__)
    log.append(type(kept_one.partner).__name__)
    return log


def chain_four_in_with(log):
    with Catcher(Fourth, log) as catcher:
        try:
            raise First()
        except First as one:
            kept_one = one
            try:
                raise Second()
            except Second as two:
                kept_two = two
                try:
                    raise Third()
                except Third as three:
                    kept_three = three
                    try:
                        raise KeyError("four")
                    except KeyError as four:
                        kept_four = four
                        last = Fourth()
                        raise last
    log.append(catcher.caught is last)
    log.append([type(e.__context__).__name__ for e in (kept_two, kept_three, kept_four, last)])
    log.append(kept_one.__context__ is None)
    return log


def with_clause_raises(log):
    with Catcher(ValueError, log):
        try:
            raise KeyError("a")
        except KeyError:
            raise ValueError("b")
    log.append("after with")
    return log


def with_named_clause_raises(log):
    with Catcher(ValueError, log):
        log.append("body")
        try:
            raise KeyError("a")
        except KeyError as err:
            log.append(type(err).__name__)
            raise ValueError("b")
    log.append("after with")
    return log


def with_nested_clause_raises(log):
    with Catcher(ValueError, log) as first, Catcher(KeyError, log) as second:
        try:
            raise KeyError("a")
        except KeyError as err:
            try:
                raise KeyError("b")
            except KeyError as again:
                raise ValueError(again.args[0])
    log.append((first.caught is not None, second.caught is None))
    return log


def clause_runs_into_next_try(log):
    try:
        raise First
    except First as err:
        kept = err
    try:
        raise Second
    except Exception:
        log.append("second")
    log.append(type(kept).__name__)
    return log


def clause_runs_into_loop(log):
    try:
        raise First
    except First:
        log.append("first")
    for step in range(3):
        try:
            raise Second
        except Second as err:
            log.append(step)
        log.append("tick")
    return log


def nested_named_clauses(action, log):
    try:
        action()
    except KeyError as outer:
        try:
            raise
        except KeyError as inner:
            log.append(inner is outer)
    log.append("end")
    return log


def checks():
    def ok():
        return None

    def key():
        raise KeyError("k")

    return {
        "reraise_through_finally": [
            reraise_through_finally(ok, []),
            reraise_through_finally(key, []),
        ],
        "reraise_through_finally_named": [
            reraise_through_finally_named(ok, []),
            reraise_through_finally_named(key, []),
        ],
        "break_in_bare_except": [
            break_in_bare_except([ok, ok], []),
            break_in_bare_except([ok, key, ok], []),
        ],
        "chain_raises_first": chain_raises_first([]),
        "chain_in_with": chain_in_with([]),
        "chain_four_in_with": chain_four_in_with([]),
        "with_clause_raises": with_clause_raises([]),
        "with_named_clause_raises": with_named_clause_raises([]),
        "with_nested_clause_raises": with_nested_clause_raises([]),
        "clause_runs_into_next_try": clause_runs_into_next_try([]),
        "clause_runs_into_loop": clause_runs_into_loop([]),
        "nested_named_clauses": [nested_named_clauses(ok, []), nested_named_clauses(key, [])],
    }
