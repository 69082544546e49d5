# glassbox-corpus: min-python=3.8
"""A try body ending with a return of a constant (or a bare return) under a finally clause,
beside the same statement followed by that return. The compiler loads the constant after
the finally body's normal copy either way; 3.9 and 3.11 lay the one inside out before the
exceptional copy (no jump over it), 3.10 gives the body's POP_BLOCK the return's line.
Also while loops whose break skips an else clause that returns: 3.10 and 3.12+ copy the
return after the loop into each break, so only the constants' order tells it from a return
inside the loop."""


class Gate:
    """Logs enter/exit; suppresses the body's exception while `budget[0]` is above zero."""

    def __init__(self, log, budget):
        self.log = log
        self.budget = budget

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, kind, value, tb):
        self.log.append("exit " + (kind.__name__ if kind else "-"))
        if kind is not None and self.budget[0] > 0:
            self.budget[0] -= 1
            return True
        return False


def step(log, fail, label):
    log.append(label)
    if fail:
        raise KeyError(label)


def bare_return(log, fail):
    try:
        step(log, fail, "body")
        return
    finally:
        log.append("finally")


def constant_return(log, fail):
    try:
        step(log, fail, "body")
        return 5
    finally:
        log.append("finally")


def return_after(log, fail):
    try:
        step(log, fail, "body")
    finally:
        log.append("finally")
    return 6


def in_for_loop(log, items):
    for item in items:
        try:
            step(log, item < 0, "item %d" % item)
            return "first"
        finally:
            log.append("finally %d" % item)
    return "none"


def in_while_loop(log, n, fails):
    while n < 3:
        n += 1
        try:
            step(log, n <= fails, "try %d" % n)
            return
        finally:
            log.append("finally %d" % n)
    log.append("end")


def after_with(log, budget, fail):
    try:
        with Gate(log, budget):
            step(log, fail, "body")
        return
    finally:
        log.append("finally")


def after_with_value(log, budget, fail):
    try:
        with Gate(log, budget):
            step(log, fail, "body")
        return "done"
    finally:
        log.append("finally")


def while_else_return(a, limit):
    while a:
        a -= 1
        if a == limit:
            break
    else:
        return "exhausted", a
    return "broke", a


def while_return_inside(a, limit):
    while a:
        a -= 1
        if a == limit:
            return "found", a
    return "missing", a


def run(function, *args):
    log = []
    try:
        result = function(log, *args)
    except KeyError as error:
        result = "raised %s" % error
    return result, log


def checks():
    return {
        "bare_return": [run(bare_return, fail) for fail in (False, True)],
        "constant_return": [run(constant_return, fail) for fail in (False, True)],
        "return_after": [run(return_after, fail) for fail in (False, True)],
        "in_for_loop": [run(in_for_loop, items) for items in ([], [1, 2], [-1, 2])],
        "in_while_loop": [run(in_while_loop, n, fails) for n in (0, 3) for fails in (0, 1)],
        "after_with": [run(after_with, [budget], fail) for budget in (0, 1) for fail in (False, True)],
        "after_with_value": [run(after_with_value, [budget], fail) for budget in (0, 1) for fail in (False, True)],
        "while_else_return": [while_else_return(a, limit) for a in (0, 3, 6) for limit in (1, 7)],
        "while_return_inside": [while_return_inside(a, limit) for a in (0, 3, 6) for limit in (1, 7)],
    }
