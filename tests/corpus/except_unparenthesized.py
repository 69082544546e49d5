# glassbox-corpus: min-python=3.14
"""PEP 758 (3.14): `except A, B:` and `except* A, B:` without parentheses."""


def plain(kind):
    try:
        if kind == "value":
            raise ValueError()
        if kind == "key":
            raise KeyError()
        if kind == "type":
            raise TypeError()
        return "none"
    except ValueError, KeyError:
        return "value or key"
    except TypeError:
        return "type"


def starred(errors):
    log = []
    try:
        raise ExceptionGroup("g", errors)
    except* ValueError, KeyError:
        log.append("value or key")
    except* TypeError:
        log.append("type")
    return log


def checks():
    return {
        "plain": [plain(k) for k in ("value", "key", "type", "none")],
        "starred": [starred(e) for e in ([ValueError()], [KeyError(), TypeError()])],
    }
