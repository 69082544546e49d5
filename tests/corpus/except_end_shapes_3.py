# glassbox-corpus: min-python=3.8
"""Ends of except clauses: a clause ending in `try: raise ... finally: ...` (no normal copy of
the finally body, no POP_EXCEPT after it); a try statement inside a clause of a try inside an
if with an else, the inner clause's end going on inside the outer clause."""


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


def record(call):
    try:
        return call()
    except Exception as error:
        return type(error).__name__


def fail():
    raise ValueError("x")


def checks():
    source = {"a_x": 1, "b_y": 2}
    log = []
    return {
        "reraise_detached": [record(lambda: reraise_detached(lambda: 3, log)),
                             record(lambda: reraise_detached(fail, log)), log],
        "lookup": [lookup(source, "x", []), lookup(source, "y", []), lookup(source, "z", []),
                   lookup(source, "", [])],
    }
