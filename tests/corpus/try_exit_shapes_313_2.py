# glassbox-corpus: min-python=3.8
"""A `return` inside a with statement inside a try body in a for loop, whose except clauses
go round the loop (profiling.sampling._sync_coordinator._signal_readiness, 3.15): 3.11+ keep
the with's __exit__ call under the try's protection and the return (the iterator popped)
outside it, where the try's normal exit would be; the suppressing path goes round the loop.
3.8-3.10 run the with's __exit__ call, the try's POP_BLOCK and the return in a row, as a
return after the try statement would; their suppressing path still goes round the loop."""


class Manager:
    """Logs enter/exit; suppresses an exception raised in its body while `budget` (a
    one-item list shared by the managers of one call) is above zero."""

    def __init__(self, log, budget):
        self.log = log
        self.budget = budget

    def __enter__(self):
        self.log.append("enter")
        return self

    def send(self, fail):
        if fail:
            raise OSError("failed")
        self.log.append("sent")

    def __exit__(self, kind, value, tb):
        self.log.append("exit " + (kind.__name__ if kind else "-"))
        if kind is not None and self.budget[0] > 0:
            self.budget[0] -= 1
            return True
        return False


def signal_ready(log, budget, failures, retries):
    last_error = None
    for attempt in range(retries):
        try:
            with Manager(log, budget) as manager:
                manager.send(attempt < failures)
                return
        except OSError as e:
            last_error = e
            if attempt < retries - 1:
                log.append("retry %d" % attempt)
    raise LookupError("gave up") from last_error


def first_sent(log, budget, failures, retries):
    for attempt in range(retries):
        try:
            with Manager(log, budget) as manager:
                manager.send(attempt < failures)
                return attempt
        except OSError:
            log.append("failed %d" % attempt)
    return None


def run(f, *args):
    log = []
    try:
        result = f(log, *args)
    except Exception as e:
        result = "raised " + type(e).__name__
    return [result, log]


def checks():
    out = {}
    for f in (signal_ready, first_sent):
        out[f.__name__] = [run(f, [budget], failures, 3) for budget in (0, 1, 2) for failures in (0, 1, 3)]
    return out
