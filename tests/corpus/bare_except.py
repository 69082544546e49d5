# glassbox-corpus: min-python=3.8
"""`except: pass` (bare, swallowing everything) followed by more code: a return, a call, the
end of a loop body, a with statement inside the try (test_with's testExceptionInExprList);
next to the finally bodies that leave at once (`finally: break`), whose exceptional copy drops
the exception the same way on ≤3.10."""


class Manager:
    def __init__(self, log, fail_enter=False):
        self.log = log
        self.fail_enter = fail_enter

    def __enter__(self):
        self.log.append("enter")
        if self.fail_enter:
            raise RuntimeError("enter")
        return self

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


def then_return(f):
    try:
        f()
    except:
        pass
    return f


def then_call(f, log):
    try:
        f()
    except:
        pass
    log.append("after")
    return log


def with_inside(log, fail):
    a = None
    try:
        with Manager(log) as a, Manager(log, fail):
            log.append("body")
    except:
        pass
    return [a is not None, log]


def in_loop(items):
    done = []
    for f in items:
        try:
            done.append(f())
        except:
            pass
    return done


def in_loop_then_more(items):
    done = []
    for f in items:
        try:
            f()
        except:
            pass
        done.append(f)
    return len(done)


def at_the_end(f, log):
    log.append("start")
    try:
        f()
    except:
        pass


def finally_break(items):
    seen = []
    for f in items:
        try:
            seen.append(f())
        finally:
            break
    return seen


def boom():
    raise ValueError("boom")


def fine():
    return 1


def checks():
    log = []
    at_the_end(boom, log)
    return {
        "then_return": [then_return(f).__name__ for f in (boom, fine)],
        "then_call": [then_call(f, []) for f in (boom, fine)],
        "with_inside": [with_inside([], fail) for fail in (False, True)],
        "in_loop": in_loop([fine, boom, fine]),
        "in_loop_then_more": in_loop_then_more([boom, fine]),
        "at_the_end": log,
        "finally_break": [finally_break(items) for items in ([], [fine, fine], [boom, fine])],
    }
