# glassbox-corpus: min-python=3.9
"""A try statement inside an except clause whose body never falls off (it raises): the outer
clause goes on only from the inner clauses' ends, where 3.12+ copy the small code after the
outer statement. types.py's module code on 3.14 (`try: from _types import *` / `except
ImportError: ... try: raise TypeError / except TypeError as exc: ...`). (3.8 left: there the
inner clause's name cleanup is a finally subroutine.)"""

try:
    from _glassbox_no_such_module import *
except ImportError:
    LOG = ["fallback"]
    try:
        raise TypeError("probe")
    except TypeError as exc:
        TRACEBACK_TYPE = type(exc.__traceback__).__name__
    LOG.append("after inner")
DONE = True


def probe(value):
    log = []
    try:
        log.append(int(value))
    except ValueError:
        try:
            raise KeyError(value)
        except KeyError as exc:
            log.append(("key", exc.args))
        log.append("after inner")
    log.append("done")
    return log


def probe_loop(values):
    log = []
    for value in values:
        try:
            log.append(int(value))
        except ValueError:
            try:
                raise LookupError(value)
            except LookupError as exc:
                log.append(exc.args[0])
            log.append("after inner")
    return log


def checks():
    return {
        "module": [LOG, TRACEBACK_TYPE, DONE],
        "probe": [probe("1"), probe("x")],
        "probe_loop": probe_loop(["1", "y", "2"]),
    }
