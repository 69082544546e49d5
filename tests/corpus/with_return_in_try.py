# glassbox-corpus: min-python=3.8
"""A with statement inside a try body whose own last statement is a return (or a break or
continue), beside the same with followed by that statement: the two compile to the same
normal path on 3.8-3.10 (the __exit__ call, the try's POP_BLOCK, the return); only where the
suppressing path goes on tells them apart. A context manager that suppresses shows which
one runs."""


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
    if fail:
        raise OSError(label)
    log.append(label)


def return_inside_with(log, budget, fails):
    for i in range(3):
        try:
            with Gate(log, budget):
                step(log, i < fails, "body %d" % i)
                return
        except OSError:
            log.append("caught %d" % i)
    log.append("end")


def return_after_with(log, budget, fails):
    for i in range(3):
        try:
            with Gate(log, budget):
                step(log, i < fails, "body %d" % i)
            return
        except OSError:
            log.append("caught %d" % i)
    log.append("end")


def value_inside_with(log, budget, fails):
    for i in range(3):
        try:
            with Gate(log, budget) as gate:
                step(log, i < fails, "body %d" % i)
                return len(gate.log)
        except OSError as e:
            log.append("caught %s" % e)
    return -1


def inside_with_finally(log, budget, fails):
    n = 0
    while n < 3:
        n += 1
        try:
            with Gate(log, budget):
                step(log, n <= fails, "body %d" % n)
                return
        finally:
            log.append("finally %d" % n)
    log.append("end")


def after_with_finally(log, budget, fails):
    n = 0
    while n < 3:
        n += 1
        try:
            with Gate(log, budget):
                step(log, n <= fails, "body %d" % n)
            return
        finally:
            log.append("finally %d" % n)
    log.append("end")


def inside_with_no_loop(log, budget, fails):
    try:
        with Gate(log, budget):
            step(log, fails > 0, "body")
            return
    except OSError:
        log.append("caught")
    log.append("end")


def break_inside_with(log, budget, fails):
    for i in range(3):
        try:
            with Gate(log, budget):
                step(log, i < fails, "body %d" % i)
                break
        except OSError:
            log.append("caught %d" % i)
    else:
        log.append("no break")
    log.append("end")


def continue_inside_with(log, budget, fails):
    for i in range(3):
        try:
            with Gate(log, budget):
                step(log, i < fails, "body %d" % i)
                continue
        except OSError:
            log.append("caught %d" % i)
        log.append("after try %d" % i)
    log.append("end")


def nested_withs_inside(log, budget, fails):
    for i in range(2):
        try:
            with Gate(log, budget), Gate(log, budget):
                step(log, i < fails, "body %d" % i)
                return
        except OSError:
            log.append("caught %d" % i)
    log.append("end")


def run(f, budget, fails):
    log = []
    try:
        result = f(log, [budget], fails)
    except Exception as e:
        result = "raised " + type(e).__name__
    return result, log


def checks():
    out = {}
    for f in (return_inside_with, return_after_with, value_inside_with, inside_with_finally,
              after_with_finally, inside_with_no_loop, break_inside_with, continue_inside_with,
              nested_withs_inside):
        out[f.__name__] = [run(f, budget, fails) for budget in (0, 1, 3) for fails in (0, 1, 3)]
    return out
