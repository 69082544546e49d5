# glassbox-corpus: min-python=3.8
"""Ends of except clauses: a `continue` ending an elif inside a named clause, the try
statement ending a while loop's body (3.8 keeps the jump over the else after it, dead)."""


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


def record(call):
    try:
        return call()
    except Exception as error:
        return type(error).__name__


def checks():
    return {
        "retry_branches": [
            retry_branches([5, 5, 0, 0], []),
            record(lambda: retry_branches([0], [])),
            record(lambda: retry_branches([0, None], [])),
            record(lambda: retry_branches([0, 0, 0], [])),
        ],
    }
