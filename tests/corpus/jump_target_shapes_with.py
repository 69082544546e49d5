# glassbox-corpus: min-python=3.11
"""An except clause that returns, in a try statement ending a with body whose try body
returns too (test.support.os_helper.fs_is_case_insensitive): 3.11+ run the clause's
POP_EXCEPT straight into its own call of __exit__ and the return, where a clause that falls
off the statement jumps past the handler's cleanup to the code after the with statement."""


class Box:
    def __init__(self, log, name):
        self.log = log
        self.name = name

    def __enter__(self):
        self.log.append("enter %s" % (self.name,))
        return self

    def __exit__(self, *exc):
        self.log.append("exit %s" % (self.name,))
        return False


def same_file(log, table, name):
    with Box(log, name) as base:
        upper = base.name.upper()
        if upper == base.name:
            upper = base.name.lower()
        try:
            return table[upper]
        except KeyError:
            return False


def clause_returns_value(log, table, name):
    with Box(log, name) as base:
        try:
            return table[base.name]
        except KeyError as e:
            log.append("missing")
            return "no %s" % e


def two_clauses(log, table, name):
    with Box(log, name):
        try:
            return table[name]
        except KeyError:
            return None
        except TypeError:
            log.append("type")
    return "after"


def falls_off(log, table, name):
    with Box(log, name):
        try:
            return table[name]
        except KeyError:
            pass
    return False


def run(f, table, name):
    log = []
    return [f(log, table, name), log]


def checks():
    table = {"A": 1, "b": 2, "B": 3}
    return {
        "same_file": [run(same_file, table, n) for n in ("a", "b", "z", "1")],
        "clause_returns_value": [run(clause_returns_value, table, n) for n in ("b", "q")],
        "two_clauses": [run(two_clauses, table, n) for n in ("b", "q", ["l"])],
        "falls_off": [run(falls_off, table, n) for n in ("b", "q")],
    }
