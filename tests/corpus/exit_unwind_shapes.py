# glassbox-corpus: min-python=3.8
"""Exits that leave a try or with statement through the code the compiler copies in front of
them (found by the program fuzzer): a return, break or continue through a finally body that
is an `assert` (its raise laid out after the exit, 3.11+), a for loop's break inside a with
statement whose suppressing path jumps past the code after it."""

LOG = []


class Recorder:
    def __init__(self, name, suppress=False):
        self.name = name
        self.suppress = suppress

    def __enter__(self):
        LOG.append("enter " + self.name)
        return self

    def __exit__(self, *exc):
        LOG.append("exit " + self.name)
        return self.suppress


def return_through_assert(value, flag):
    try:
        return value
    finally:
        assert flag, "flag"


def continue_through_assert(items, limit):
    taken = []
    index = 0
    while index < len(items):
        item = items[index]
        index += 1
        taken.append(item)
        try:
            if item > limit:
                pass
            elif item < 0:
                continue
        finally:
            assert item != 99, item
    return taken


def break_through_assert(items):
    seen = []
    for item in items:
        seen.append(item)
        try:
            if item > 5:
                pass
            elif item < 0:
                break
        finally:
            assert item != 99, item
    return seen


def break_in_with(items, suppress):
    with Recorder("outer", suppress) as recorder:
        for item in items:
            LOG.append(item)
            if item is None:
                raise KeyError(item)
            break
    LOG.append("after " + recorder.name)
    return len(LOG)


def checks():
    def run(function, *args):
        try:
            return function(*args)
        except AssertionError as error:
            return ["AssertionError"] + list(error.args)
        except KeyError:
            return "KeyError"

    return {
        "return": [run(return_through_assert, v, f) for v in (1, "x") for f in (True, False)],
        "continue": [run(continue_through_assert, items, 3) for items in ([1, 5, -1, 2], [99, 1], [])],
        "break": [run(break_through_assert, items) for items in ([1, 7, -2, 3], [2, 99], [])],
        "with": [run(break_in_with, items, s) for items in ([1, 2], [None], []) for s in (False, True)],
        "log": LOG,
    }
