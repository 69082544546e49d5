# glassbox-corpus: min-python=3.8
"""Ends of except clauses: a clause ending in `try: raise ... finally: ...` (no normal copy of
the finally body, no POP_EXCEPT after it; 3.8 enters that finally body only through the
exception, its END_FINALLY running on to the clause's end), also in a named clause and before
code after the statement; a try statement inside a clause of a try inside an if with an else,
the inner clause's end going on inside the outer clause. A clause that returns None in a
function whose only other constant is its docstring, before code after the statement: no
else block (the body jumps over the clause to that code, compiled after the clause). An else
block ending the code whose expression joins before the copy of the code's end."""


class Failure(Exception):
    pass


def reraise_detached(action, log):
    try:
        return action()
    except ValueError:
        error = Failure("detached")
        try:
            raise error
        finally:
            log.append(error.__context__ is not None)
            error.__context__ = None


def reraise_named(action, log):
    try:
        return action()
    except ValueError as exc:
        error = Failure(str(exc))
        try:
            raise error
        finally:
            log.append(error.__context__ is exc)


def reraise_then_go_on(action, log):
    try:
        value = action()
    except ValueError:
        try:
            raise Failure("again")
        finally:
            log.append("cleanup")
    log.append("after")
    return value


def lookup(source, name, log):
    if name:
        try:
            value = source["a_" + name]
        except KeyError:
            try:
                value = source["b_" + name]
            except KeyError:
                value = None
            log.append(("fallback", value))
            return log
        log.append(("found", value))
    else:
        log.append("no name")
    return log


def close_unless_closed(resource):
    """Closes the resource; one without the attribute is left alone."""
    try:
        closed = resource.closed
    except AttributeError:
        return
    if closed:
        return
    resource.close()


class Resource:
    def __init__(self, closed):
        if closed is not None:
            self.closed = closed
        self.log = []

    def close(self):
        self.log.append("closed")


def record(call):
    try:
        return call()
    except Exception as error:
        return type(error).__name__


def fail():
    raise ValueError("x")


def succeed():
    return 3


def fail_plainly():
    raise Failure("plain")


def else_passes_a_value(action, x, y, log):
    # (the else block, ending the function, runs into the copy of its end with the call's
    # operands on the stack where `x or y` joins: no break out of loops)
    try:
        action()
    except Failure:
        pass
    else:
        log.append(x or y)


def checks():
    source = {"a_x": 1, "b_y": 2}
    log, named_log, after_log, value_log = [], [], [], []
    return {
        "reraise_detached": [record(lambda: reraise_detached(lambda: 3, log)),
                             record(lambda: reraise_detached(fail, log)), log],
        "reraise_named": [record(lambda: reraise_named(lambda: 3, named_log)),
                          record(lambda: reraise_named(fail, named_log)), named_log],
        "reraise_then_go_on": [record(lambda: reraise_then_go_on(lambda: 3, after_log)),
                               record(lambda: reraise_then_go_on(fail, after_log)), after_log],
        "lookup": [lookup(source, "x", []), lookup(source, "y", []), lookup(source, "z", []),
                   lookup(source, "", [])],
        "close_unless_closed": [(close_unless_closed(r), r.log) for r in map(Resource, (None, True, False))],
        "else_passes_a_value": [else_passes_a_value(a, x, "y", value_log) for a in (succeed, fail_plainly)
                                for x in (0, 5)] + [value_log],
    }
