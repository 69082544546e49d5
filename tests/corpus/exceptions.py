# glassbox-corpus: min-python=3.8
"""try / except (bare, typed, tuple, as) / else / finally, nested, with
return, break and continue leaving each part, raising in handlers, and
exception chaining."""


class CustomError(Exception):
    pass


class SubError(CustomError):
    pass


def make(kind):
    if kind == "value":
        raise ValueError("v")
    if kind == "key":
        raise KeyError("k")
    if kind == "custom":
        raise CustomError("c")
    if kind == "sub":
        raise SubError("s")
    if kind == "zero":
        return 1 // 0
    return "ok"


def handlers(kind):
    log = []
    try:
        log.append(make(kind))
    except ValueError:
        log.append("value")
    except (KeyError, IndexError) as error:
        log.append(["lookup", type(error).__name__])
    except SubError as error:
        log.append(["sub", str(error)])
    except CustomError:
        log.append("custom")
    except:
        log.append("bare")
    else:
        log.append("else")
    finally:
        log.append("finally")
    return log


def try_finally_only(kind, log):
    try:
        log.append("body")
        make(kind)
        log.append("body end")
    finally:
        log.append("cleanup")
    return log


def propagate(kind):
    log = []
    try:
        try_finally_only(kind, log)
    except Exception as error:
        log.append(type(error).__name__)
    return log


def name_unbound_after_handler():
    try:
        raise ValueError()
    except ValueError as error:
        caught = type(error).__name__
    try:
        error
    except NameError as missing:
        return [caught, type(missing).__name__]


def return_in_try(kind):
    log = []
    try:
        make(kind)
        return ["try", log]
    except ValueError:
        return ["except", log]
    finally:
        log.append("finally ran")


def finally_overrides_return():
    try:
        return "try"
    finally:
        return "finally"


def finally_swallows_exception():
    for _ in range(1):
        try:
            raise ValueError()
        finally:
            break
    return "swallowed"


def loop_control_in_try(items):
    log = []
    for item in items:
        try:
            if item == "skip":
                continue
            if item == "stop":
                break
            if item == "error":
                raise ValueError()
            log.append(item)
        except ValueError:
            log.append("handled")
            continue
        else:
            log.append("else")
        finally:
            log.append("f")
    return log


def continue_in_finally(n):
    log = []
    for i in range(n):
        try:
            if i == 1:
                raise KeyError()
        finally:
            log.append(i)
            continue
    return log


def while_with_try(limit):
    count = 0
    while True:
        try:
            count += 1
            if count >= limit:
                break
        except Exception:
            pass
        finally:
            count += 0
    return count


def raise_in_handler(kind):
    try:
        try:
            make(kind)
        except ValueError:
            raise KeyError("from handler")
        except KeyError as error:
            raise RuntimeError("explicit") from error
        finally:
            pass
    except Exception as outer:
        return [type(outer).__name__, type(outer.__context__).__name__, type(outer.__cause__).__name__]
    return "nothing"


def raise_in_finally():
    try:
        try:
            raise ValueError()
        finally:
            raise KeyError()
    except KeyError as error:
        return [type(error).__name__, type(error.__context__).__name__]


def nested_try(a, b):
    log = []
    try:
        try:
            make(a)
        except ValueError:
            log.append("inner value")
            make(b)
        finally:
            log.append("inner finally")
    except KeyError:
        log.append("outer key")
    except ZeroDivisionError:
        log.append("outer zero")
    else:
        log.append("outer else")
    return log


def reraise_bare(kind):
    try:
        try:
            make(kind)
        except CustomError:
            raise
    except Exception as error:
        return type(error).__name__
    return "none"


def exception_attributes():
    try:
        raise CustomError("message", 2)
    except CustomError as error:
        return [list(error.args), isinstance(error, Exception), type(error).__mro__[1].__name__]


def handler_with_return_in_else(kind):
    try:
        value = make(kind)
    except Exception:
        return "except"
    else:
        if value == "ok":
            return "else returned"
    finally:
        pass
    return "after"


def deep_nesting():
    log = []
    for i in range(2):
        try:
            while True:
                try:
                    if i:
                        raise ValueError()
                    break
                finally:
                    log.append("inner-" + str(i))
        except ValueError:
            log.append("caught")
    return log


def else_raises_clause_returns(action):
    try:
        action()
    except (KeyError, StopIteration):
        pass
    else:
        raise RuntimeError("no exception")


def run_else_raises(action):
    try:
        else_raises_clause_returns(action)
    except RuntimeError as error:
        return str(error)
    return "handled"


def nested_try_returning(obj):
    try:
        return obj.first
    except AttributeError:
        try:
            return obj.second
        except AttributeError:
            return "neither"


def retry_until_data(chunks):
    feed = iter(chunks)
    data = None
    while True:
        if chunks:
            try:
                data = next(feed)
            except StopIteration:
                break
        else:
            data = "empty"
        if data:
            break
    data = data or "nothing"
    return data


def checks():
    kinds = ("value", "key", "custom", "sub", "zero", "none")
    return {
        "retry_until_data": [retry_until_data(c) for c in ([], ["", "x"], ["", ""])],
        "nested_returning": [nested_try_returning(o) for o in (type("A", (), {"first": 1})(),
                                                                type("B", (), {"second": 2})(), object())],
        "else_raises": [run_else_raises(f) for f in (dict().popitem, iter(()).__next__, list)],
        "handlers": [handlers(k) for k in kinds],
        "finally_only": [propagate(k) for k in ("value", "none")],
        "unbound_name": name_unbound_after_handler(),
        "return_in_try": [return_in_try(k) for k in ("none", "value")],
        "finally_return": finally_overrides_return(),
        "finally_break": finally_swallows_exception(),
        "loop_control": loop_control_in_try(["a", "skip", "error", "b", "stop", "c"]),
        "continue_finally": continue_in_finally(3),
        "while_try": while_with_try(3),
        "raise_in_handler": [raise_in_handler(k) for k in ("value", "key", "none")],
        "raise_in_finally": raise_in_finally(),
        "nested": [nested_try(a, b) for a, b in (("value", "key"), ("value", "zero"), ("none", "none"),
                                                   ("value", "none"))],
        "reraise": [reraise_bare(k) for k in ("custom", "sub", "value", "none")],
        "attributes": exception_attributes(),
        "else_return": [handler_with_return_in_else(k) for k in ("none", "value")],
        "deep": deep_nesting(),
    }
