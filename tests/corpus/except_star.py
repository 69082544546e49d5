# glassbox-corpus: min-python=3.11
"""except* and exception groups: splitting by type and by tuple of types,
as-names, else and finally, raising inside handlers, unmatched parts
propagating, nested groups, and except* around loops."""


def group(*errors):
    return ExceptionGroup("group", list(errors))


def describe(error):
    if isinstance(error, BaseExceptionGroup):
        return [type(error).__name__, sorted((describe(e) for e in error.exceptions), key=repr)]
    return type(error).__name__


def split_by_type(errors):
    log = []
    try:
        raise group(*errors)
    except* ValueError as matched:
        log.append(["value", describe(matched)])
    except* (KeyError, IndexError) as matched:
        log.append(["lookup", describe(matched)])
    except* TypeError:
        log.append("type")
    return log


def unmatched_propagates(errors):
    log = []
    try:
        try:
            raise group(*errors)
        except* ValueError:
            log.append("handled value")
    except ExceptionGroup as rest:
        log.append(["rest", describe(rest)])
    except KeyError:
        log.append("plain key error?")
    return log


def naked_exception(error):
    log = []
    try:
        raise error
    except* ValueError as matched:
        log.append(["wrapped", describe(matched)])
    except* Exception as matched:
        log.append(["other", describe(matched)])
    return log


def else_and_finally(fail):
    log = []
    try:
        if fail:
            raise group(ValueError())
        log.append("body")
    except* ValueError:
        log.append("handler")
    else:
        log.append("else")
    finally:
        log.append("finally")
    return log


def raise_in_handler():
    try:
        try:
            raise group(ValueError(), KeyError())
        except* ValueError:
            raise RuntimeError("from handler")
    except ExceptionGroup as outer:
        return describe(outer)


def reraise_in_handler():
    try:
        try:
            raise group(ValueError(), TypeError())
        except* ValueError:
            raise
    except ExceptionGroup as outer:
        return describe(outer)


def nested_groups():
    log = []
    try:
        raise ExceptionGroup("outer", [ValueError(), ExceptionGroup("inner", [KeyError(), ValueError()])])
    except* ValueError as matched:
        log.append(["value", describe(matched)])
    except* KeyError as matched:
        log.append(["key", describe(matched)])
    return log


def inside_loop(batches):
    log = []
    for batch in batches:
        try:
            if batch:
                raise group(*batch)
            log.append("clean")
        except* ValueError:
            log.append("value")
        except* KeyError:
            log.append("key")
    return log


def handler_returns_value(errors):
    result = "no handler"
    try:
        raise group(*errors)
    except* ValueError:
        result = "value seen"
    except* KeyError:
        result = result + " and key seen"
    return result


def subclass_matching():
    class Base(Exception):
        pass

    class Derived(Base):
        pass

    log = []
    try:
        raise group(Derived(), Base(), ValueError())
    except* Derived as matched:
        log.append(["derived", len(matched.exceptions)])
    except* Base as matched:
        log.append(["base", len(matched.exceptions)])
    except* Exception as matched:
        log.append(["rest", describe(matched)])
    return log


def branching_clauses(batches):
    log = []
    for batch in batches:
        try:
            raise group(*batch)
        except* ValueError as matched:
            if len(matched.exceptions) > 1:
                log.append("several values")
            else:
                log.append("one value")
        except* OSError:
            try:
                raise KeyError(len(batch))
            except KeyError as inner:
                log.append(["os, then key", inner.args[0]])
        except* KeyError as matched:
            for error in matched.exceptions:
                log.append(["key", describe(error)])
        finally:
            log.append("finally")
    return log


async def awaited_in_clause(fail):
    log = []

    async def step(name):
        log.append(name)
        if fail and name == "body":
            raise group(ValueError())

    try:
        await step("body")
    except* ValueError as matched:
        await step("clause")
        log.append(describe(matched))
    return log


def run_coroutine(coroutine):
    try:
        coroutine.send(None)
    except StopIteration as stop:
        return stop.value
    raise AssertionError("the coroutine suspended")


def checks():
    return {
        "split": [split_by_type(e) for e in ([ValueError()], [KeyError(), IndexError()],
                                             [ValueError(), TypeError(), KeyError()])],
        "unmatched": [unmatched_propagates(e) for e in ([ValueError(), KeyError()], [ValueError()], [KeyError()])],
        "naked": [naked_exception(e) for e in (ValueError(), KeyError())],
        "else_finally": [else_and_finally(f) for f in (False, True)],
        "raise_in_handler": raise_in_handler(),
        "reraise": reraise_in_handler(),
        "nested": nested_groups(),
        "loop": inside_loop([[], [ValueError()], [KeyError(), ValueError()]]),
        "returns": [handler_returns_value(e) for e in ([ValueError()], [KeyError()], [ValueError(), KeyError()])],
        "subclasses": subclass_matching(),
        "branching": branching_clauses([[ValueError()], [ValueError(), ValueError()], [OSError()],
                                        [KeyError(), KeyError(), OSError()]]),
        "async": [run_coroutine(awaited_in_clause(f)) for f in (False, True)],
    }
