# glassbox-corpus: min-python=3.8
"""Finally bodies whose exceptional copy 3.12+ lays out differently from the normal copy:
the copy ends in a lone RERAISE that the compiler copies into every path reaching it, so
a conditional expression in it has no join, a break out of a loop in it re-raises at
once, and an `assert` in each copy raises under its own handler."""


def conditional_in_finally(items, flag, log, fail=False):
    try:
        items.append(checked(fail))
    finally:
        log.append("big" if flag else "small")
    return log


def augmented_conditional_in_finally(box, flag):
    try:
        box.count += 1
    finally:
        box.total += 2 if flag else box.count
    return box.total


class Box:
    def __init__(self):
        self.count = 0
        self.total = 0


def loop_break_in_finally(items, log, fail=False):
    try:
        log.append(checked(fail))
    finally:
        for item in items:
            if item > 2:
                break
            log.append(item)
    return log


def loop_break_else_in_finally(items, log, fail=False):
    try:
        log.append(checked(fail))
    finally:
        for item in items:
            if item > 2:
                break
            log.append(item)
        else:
            log.append("exhausted")
    return log


def lone_break_in_finally(items, log):
    try:
        log.append(len(items))
    finally:
        for item in items:
            log.append(item)
            break
    return log


def while_in_finally(items, log, fail=False):
    try:
        log.append(checked(fail))
    finally:
        while items and items[-1] <= 2:
            log.append(items.pop())
    return log


def if_while_in_finally(items, flag, log):
    try:
        if flag:
            log.append("flag")
    finally:
        while items:
            log.append(items.pop())
    return log


def assert_in_finally(value, log):
    try:
        log.append(value)
    finally:
        assert value, "empty"
    return log


def assert_in_nested_finally(value, log):
    try:
        try:
            log.append(value)
        finally:
            assert value > 0
    finally:
        log.append("outer")
    return log


def assert_in_with_finally(lock, value):
    with lock:
        try:
            lock.log.append(value)
        finally:
            assert value


class Lock:
    def __init__(self):
        self.log = []

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


def else_return_in_finally(value, log):
    try:
        checked(value < 0)
    except ValueError as error:
        log.append(type(error).__name__)
    else:
        log.append("else")
        return log
    finally:
        log.append("finally")
    log.append("after")
    return log


def reraise_after_handled(items, log):
    for item in items:
        try:
            checked(item)
        except ValueError:
            log.append("handled")
        raise


def checked(fail):
    if fail:
        raise ValueError("failed")
    return "body"


def run(fn, *args):
    try:
        return fn(*args)
    except Exception as e:
        return type(e).__name__


# Module level: 3.14+ records that an annotated statement ran, each copy of the finally
# body under its own index of __conditional_annotations__.
for item_seen in (1, 2, 3):
    try:
        if item_seen > 1:
            break
    finally:
        annotated_in_finally: int = item_seen * 10
try:
    annotated_body = len(str(item_seen))
finally:
    annotated_total: str = "total"


def checks():
    results = {}
    results["conditional"] = [conditional_in_finally([], f, []) for f in (False, True)]
    box = Box()
    results["augmented"] = [augmented_conditional_in_finally(box, f) for f in (False, True, False)]
    results["loop_break"] = [loop_break_in_finally(items, []) for items in ([], [1, 2], [1, 3, 4])]
    results["loop_break_else"] = [loop_break_else_in_finally(items, []) for items in ([], [1, 2], [1, 3, 4])]
    results["lone_break"] = [lone_break_in_finally(items, []) for items in ([], [5, 6])]
    results["assert"] = [run(assert_in_finally, v, []) for v in (0, 1)]
    results["assert_nested"] = [run(assert_in_nested_finally, v, []) for v in (-1, 1)]
    lock = Lock()
    results["assert_with"] = [run(assert_in_with_finally, lock, v) for v in (0, 1)]
    results["assert_with_log"] = lock.log
    # The exceptional copies: the body raises, the finally body runs, the error goes on.
    log = []
    results["conditional_raising"] = run(conditional_in_finally, [], True, log, True)
    results["conditional_raising_log"] = log
    for fn in (loop_break_in_finally, loop_break_else_in_finally):
        for items in ([1, 5], [1, 2]):
            log = []
            results[fn.__name__ + "_raising" + str(items[-1])] = run(fn, items, log, True)
            results[fn.__name__ + "_raising_log" + str(items[-1])] = log
    results["while"] = [while_in_finally(items, []) for items in ([], [1, 2], [1, 3, 4])]
    log = []
    results["while_raising"] = [run(while_in_finally, [3, 1], log, True), log]
    results["if_while"] = [if_while_in_finally([1, 2], flag, []) for flag in (False, True)]
    results["else_return"] = [else_return_in_finally(v, []) for v in (-1, 1)]
    log = []
    results["reraise_after_handled"] = [run(reraise_after_handled, [True], log), log]
    results["annotated"] = [annotated_in_finally, annotated_body, annotated_total]
    return results
