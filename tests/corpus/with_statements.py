# glassbox-corpus: min-python=3.8
"""with statements: one and several items, with and without `as`, every kind
of target, nesting, early exits, and context managers that suppress."""


class Manager:
    def __init__(self, name, log, suppress=False, value=None):
        self.name = name
        self.log = log
        self.suppress = suppress
        self.value = value

    def __enter__(self):
        self.log.append("enter " + self.name)
        return self.value if self.value is not None else self.name

    def __exit__(self, exc_type, exc, traceback):
        self.log.append("exit %s %s" % (self.name, exc_type.__name__ if exc_type else "-"))
        return self.suppress


class FailingEnter:
    def __enter__(self):
        raise OSError("enter failed")

    def __exit__(self, *args):
        return False


def single(log):
    with Manager("a", log):
        log.append("body")
    return log


def single_as(log):
    with Manager("a", log) as value:
        log.append("got " + value)
    return log


def several_items(log):
    with Manager("a", log) as first, Manager("b", log), Manager("c", log) as third:
        log.append([first, third])
    return log


def nested(log):
    with Manager("outer", log) as outer:
        with Manager("inner", log) as inner:
            log.append(outer + "/" + inner)
        log.append("between")
    return log


def target_kinds(log):
    holder = type("Holder", (), {})()
    table = {}
    with Manager("t", log, value=(1, (2, 3))) as (a, (b, c)):
        log.append(a + b + c)
    with Manager("s", log, value=[1, 2, 3]) as (head, *tail):
        log.append([head, tail])
    with Manager("attr", log) as holder.name:
        pass
    with Manager("item", log) as table["key"]:
        pass
    log.append([holder.name, table])
    return log


def exception_propagates(log):
    try:
        with Manager("a", log):
            raise ValueError()
    except ValueError:
        log.append("caught outside")
    return log


def exception_suppressed(log):
    with Manager("quiet", log, suppress=True):
        raise KeyError()
    log.append("continued")
    return log


def inner_suppresses(log):
    with Manager("outer", log):
        with Manager("inner", log, suppress=True):
            1 / 0
        log.append("after inner")
    return log


def return_inside(log):
    with Manager("r", log):
        return log + ["returned"]


def return_value_inside(log):
    with Manager("a", log) as a, Manager("b", log) as b:
        if a:
            return a + b
    return "unreachable"


def loop_exits(log):
    for i in range(4):
        with Manager(str(i), log):
            if i == 1:
                continue
            if i == 3:
                break
            log.append("body " + str(i))
    return log


def while_exits(log):
    n = 0
    while True:
        with Manager("w" + str(n), log, suppress=True):
            n += 1
            if n == 2:
                raise ValueError()
            if n > 2:
                break
    return log


def enter_fails(log):
    try:
        with Manager("first", log), FailingEnter():
            log.append("never")
    except OSError as error:
        log.append(type(error).__name__)
    return log


def with_in_try(log):
    try:
        with Manager("m", log):
            raise KeyError()
    except KeyError:
        log.append("except")
    else:
        log.append("else")
    finally:
        log.append("finally")
    return log


def try_in_with(log):
    with Manager("m", log):
        try:
            raise ValueError()
        except ValueError:
            log.append("handled inside")
        finally:
            log.append("inner finally")
    return log


def with_expression_manager(log, flag):
    with (Manager("x", log) if flag else Manager("y", log)) as name:
        log.append(name)
    return log


def generator_with(log):
    def gen():
        with Manager("gen", log):
            yield 1
            yield 2
    return [list(gen()), log]


def contextlib_manager(log):
    import contextlib

    @contextlib.contextmanager
    def managed(name):
        log.append("setup " + name)
        try:
            yield name.upper()
        finally:
            log.append("teardown " + name)

    with managed("cm") as value, contextlib.suppress(ZeroDivisionError):
        log.append(value)
        1 / 0
    return log


def live_items(log, refs):
    # `if x is not None: yield x` ending a loop in a with: the compiler's jump back over the
    # yield lies outside the with's handler, where a `continue` would be inside it.
    with Manager("live", log):
        for ref in refs:
            item = ref()
            if item is not None:
                yield item


def checks():
    return {
        "live_items": (lambda log: [list(live_items(log, [lambda: 1, lambda: None, lambda: 3])), log])([]),
        "single": single([]),
        "single_as": single_as([]),
        "several": several_items([]),
        "nested": nested([]),
        "targets": target_kinds([]),
        "propagates": exception_propagates([]),
        "suppressed": exception_suppressed([]),
        "inner_suppresses": inner_suppresses([]),
        "return_inside": return_inside([]),
        "return_value": [return_value_inside([])],
        "loop_exits": loop_exits([]),
        "while_exits": while_exits([]),
        "enter_fails": enter_fails([]),
        "with_in_try": with_in_try([]),
        "try_in_with": try_in_with([]),
        "expression_manager": [with_expression_manager([], f) for f in (True, False)],
        "generator": generator_with([]),
        "contextlib": contextlib_manager([]),
    }
