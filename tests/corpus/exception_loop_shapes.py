# glassbox-corpus: min-python=3.8
"""continue, break and return leaving except clauses, with and try blocks inside loops
(exception_shapes.py holds the rest); called with values that take every path."""


class Manager:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


def continue_ends_clause(rows, log):
    for row in rows:
        try:
            log.append(10 // row)
        except ZeroDivisionError:
            continue
    return log


def continue_ends_clause_in_with(rows, log):
    with Manager(log):
        for row in rows:
            try:
                log.append(int(row))
            except ValueError:
                continue
    return log


def checks():
    return {
        "continue_ends_clause": continue_ends_clause([1, 0, 5], []),
        "continue_ends_clause_in_with": continue_ends_clause_in_with(["1", "x", "7"], []),
    }
