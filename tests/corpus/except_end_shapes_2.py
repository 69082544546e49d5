# glassbox-corpus: min-python=3.8
"""Ends of except clauses: a `continue` ending an elif inside a named clause, the try
statement ending a while loop's body (3.8 keeps the jump over the else after it, dead); a
clause whose only way on is a `continue` inside an if, with more of the clause after it (no
end of its own), in a while and a for loop, beside a clause that falls off."""


def retry_branches(values, log):
    while values:
        try:
            return 10 // values.pop()
        except (ZeroDivisionError, TypeError) as error:
            if isinstance(error, TypeError):
                raise
            elif len(values) > 1:
                continue
            else:
                log.append("last")
                raise


def retry_plain(values, log):
    while values:
        try:
            return 10 // values.pop()
        except ZeroDivisionError:
            if len(values) > 1:
                continue
            log.append("last")
            raise


def skip_failures(values, log):
    for value in values:
        try:
            log.append(10 // value)
        except ZeroDivisionError:
            if len(log) < 3:
                continue
            raise
        except TypeError:
            log.append("type")


def record(call):
    try:
        return call()
    except Exception as error:
        return type(error).__name__


def checks():
    def logged(function, values):
        log = []
        return [record(lambda: function(values, log)), log]

    return {
        "retry_plain": [logged(retry_plain, values) for values in ([5, 5, 0, 0], [0], [0, None], [0, 0, 0])],
        "skip_failures": [logged(skip_failures, values) for values in ([5, 0, 2], [0, None, 5], [5, 5, 5, 0], [])],
        "retry_branches": [
            retry_branches([5, 5, 0, 0], []),
            record(lambda: retry_branches([0], [])),
            record(lambda: retry_branches([0, None], [])),
            record(lambda: retry_branches([0, 0, 0], [])),
        ],
    }
