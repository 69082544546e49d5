# glassbox-corpus: min-python=3.8
"""Retry loops: a try statement in a loop whose body returns once it succeeds and whose except
clauses fall off the statement, so that the loop tries again."""


class Source:
    def __init__(self, log, fails):
        self.log = log
        self.fails = fails

    def __enter__(self):
        self.log.append("open")
        return self

    def __exit__(self, *exc):
        self.log.append("close")
        return False

    def read(self):
        if self.fails[0] > 0:
            self.fails[0] -= 1
            raise OSError("busy")
        return "data"


def retry_return_call(log, fails):
    src = Source(log, fails)
    for attempt in range(3):
        try:
            return src.read()
        except OSError:
            log.append("retry %d" % attempt)
    return None


def retry_with_then_return(log, fails):
    for attempt in range(3):
        try:
            with Source(log, fails) as src:
                data = src.read()
            return data
        except OSError as e:
            log.append("retry %s" % e)
    raise LookupError("gave up")


def retry_while(log, fails):
    attempt = 0
    while True:
        try:
            with Source(log, fails) as src:
                data = src.read()
            return data
        except OSError:
            attempt += 1
            if attempt > 2:
                raise
            log.append("again")


def retry_else_return(log, fails):
    for attempt in range(3):
        try:
            with Source(log, fails) as src:
                data = src.read()
        except OSError:
            log.append("retry %d" % attempt)
        else:
            return data
    return "none"


def retry_return_in_with(log, fails):
    for attempt in range(3):
        try:
            with Source(log, fails) as src:
                return src.read()
        except OSError:
            log.append("retry %d" % attempt)
        finally:
            log.append("finally")
    return "none"


class Flaky:
    """Suppresses the body's exception while `budget[0]` is above zero."""

    def __init__(self, budget):
        self.budget = budget

    def __enter__(self):
        return self

    def __exit__(self, kind, *rest):
        if kind is not None and self.budget[0] > 0:
            self.budget[0] -= 1
            return True
        return False


def attempt(log, i, fails):
    if i < fails:
        raise OSError(i)
    log.append(i)


# The same loop three ways: 3.11-3.15 tell the first two from the third only by where the
# suppressing path of the with goes (into the return, or to a copy of it past the handlers).
def return_ends_body(log, cm, fails):
    for i in range(3):
        try:
            with cm:
                attempt(log, i, fails)
            return
        except OSError:
            log.append(-i)
    log.append(0)


def return_in_else(log, cm, fails):
    for i in range(3):
        try:
            with cm:
                attempt(log, i, fails)
        except OSError:
            log.append(-i)
        else:
            return
    log.append(0)


def clause_continues(log, cm, fails):
    for i in range(3):
        try:
            with cm:
                attempt(log, i, fails)
        except OSError:
            log.append(-i)
            continue
        return
    log.append(0)



def read_each(log, cm, fails):
    # (configparser.RawConfigParser.read: a clause's `continue`, then code after the
    # statement whose names the compiler meets after the clause's)
    done = []
    for i in range(3):
        try:
            with cm:
                attempt(log, i, fails)
        except OSError:
            continue
        if isinstance(i, int):
            i = abs(i)
        done.append(i)
    log.append(done)


def run(f, fails):
    log = []
    try:
        result = f(log, [fails])
    except Exception as e:
        result = "raised " + type(e).__name__
    return result, log


def run_with(f, budget, fails):
    log = []
    f(log, Flaky([budget]), fails)
    return log


def checks():
    out = {f.__name__: [run(f, fails) for fails in (0, 1, 2, 5)]
           for f in (retry_return_call, retry_with_then_return, retry_while, retry_else_return,
                     retry_return_in_with)}
    for f in (return_ends_body, return_in_else, clause_continues, read_each):
        out[f.__name__] = [run_with(f, budget, fails) for budget in (0, 1, 5) for fails in (0, 1, 5)]
    return out
