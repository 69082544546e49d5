# glassbox-corpus: min-python=3.10
"""Parenthesized context managers (3.10): several items in parentheses, with
and without `as`, a trailing comma, spread over lines."""


class Manager:
    def __init__(self, name, log):
        self.name = name
        self.log = log

    def __enter__(self):
        self.log.append("enter " + self.name)
        return self.name

    def __exit__(self, *exc):
        self.log.append("exit " + self.name)
        return False


def two_items(log):
    with (Manager("a", log) as a, Manager("b", log) as b):
        log.append(a + b)
    return log


def trailing_comma(log):
    with (
        Manager("x", log) as x,
        Manager("y", log),
        Manager("z", log) as z,
    ):
        log.append(x + z)
    return log


def without_as(log):
    with (Manager("p", log), Manager("q", log)):
        log.append("body")
    return log


def single_in_parentheses(log):
    with (Manager("only", log)) as only:
        log.append(only)
    with (Manager("tuple-target", log) as (first, *rest)):
        log.append([first, rest])
    return log


def early_exit(log):
    for name in ("m", "n"):
        with (Manager(name, log) as value, Manager(name.upper(), log)):
            if value == "n":
                return log
            continue
    return "unreachable"


def three_items_continue(log):
    # A continue inside three: each with's normal exit is reached only through the inner one's
    # suppressing path; the continue's copies of the __exit__ calls come first.
    for name in ("m", "n"):
        with (Manager(name, log) as value, Manager("x", log), Manager("y", log)):
            if value == "n":
                return log
            continue
    return "unreachable"


def checks():
    return {
        "two": two_items([]),
        "trailing": trailing_comma([]),
        "without_as": without_as([]),
        "single": single_in_parentheses([]),
        "early": early_exit([]),
        "three": three_items_continue([]),
    }
