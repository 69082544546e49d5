# glassbox-corpus: min-python=3.8
"""Generators: yield as statement and expression, send, throw, close,
yield from with return values, return values, and yield inside try/with/loops."""


def count_up(n):
    i = 0
    while i < n:
        yield i
        i += 1


def bare_yield():
    yield
    yield


def yield_expression_values():
    received = []
    value = yield "first"
    received.append(value)
    value = yield value * 2 if value else "none"
    received.append(value)
    received.append((yield))
    return received


def drive(generator, inputs):
    outputs = [next(generator)]
    for item in inputs:
        try:
            outputs.append(generator.send(item))
        except StopIteration as stop:
            outputs.append(["returned", stop.value])
            break
    return outputs


def returns_value(n):
    total = 0
    for i in range(n):
        total += (yield i) or 0
    return total


def delegating(n):
    result = yield from returns_value(n)
    yield ["delegate got", result]
    yield from ["a", "b"]
    yield from range(2)
    return "outer done"


def nested_delegation():
    inner_result = yield from delegating(2)
    yield inner_result


def with_cleanup(log):
    try:
        log.append("start")
        yield 1
        yield 2
        log.append("end")
    finally:
        log.append("finally")


def catch_thrown():
    while True:
        try:
            yield "waiting"
        except ValueError:
            yield "caught ValueError"
        except KeyError:
            return "stopped by KeyError"


def generator_close_behaviour():
    log = []
    gen = with_cleanup(log)
    next(gen)
    gen.close()
    log.append("after close")
    gen2 = with_cleanup(log)
    log.append(list(gen2))
    return log


def throw_behaviour():
    gen = catch_thrown()
    out = [next(gen), gen.throw(ValueError()), next(gen)]
    try:
        gen.throw(KeyError())
    except StopIteration as stop:
        out.append(stop.value)
    try:
        next(gen)
    except StopIteration:
        out.append("exhausted")
    fresh = count_up(3)
    try:
        fresh.throw(RuntimeError())
    except RuntimeError as error:
        out.append(type(error).__name__)
    return out


class Resource:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


def yield_inside_with(log):
    with Resource(log):
        yield "in with"
        log.append("after yield")
    yield "after with"


def yield_in_expressions():
    x = (yield 1) or "default"
    y = [(yield 2), (yield 3)]
    z = {"key": (yield 4)}
    yield [x, y, z]


def infinite():
    n = 0
    while True:
        n += 1
        yield n


def take(gen, count):
    out = []
    for value in gen:
        if len(out) >= count:
            break
        out.append(value)
    return out


def generator_with_conditionals(items):
    for item in items:
        if item is None:
            continue
        if item == "stop":
            return
        if isinstance(item, list):
            yield from item
        else:
            yield item


def generator_attributes():
    gen = count_up(2)
    names = [gen.__name__, gen.__qualname__, type(gen).__name__]
    list(gen)
    return names


def send_into_plain_iterator():
    gen = delegating(0)
    out = [next(gen), next(gen)]
    try:
        gen.send("not None")
    except AttributeError as error:
        out.append(type(error).__name__)
    return out


def early_return_generator(flag):
    if flag:
        return "early"
    yield "never when flag"


def dead_yield_only():
    raise StopIteration
    yield


def never_yields():
    if False:
        yield


def describe_dead_generators():
    out = [type(dead_yield_only()).__name__, list(never_yields())]
    try:
        next(dead_yield_only())
    except RuntimeError as error:
        out.append(type(error.__cause__).__name__)
    return out


def checks():
    log = []
    with_gen = yield_inside_with(log)
    with_values = list(with_gen)
    expr_gen = yield_in_expressions()
    expr_out = [next(expr_gen), expr_gen.send(None), expr_gen.send("b"), expr_gen.send("c"), expr_gen.send("d")]
    return {
        "dead_yield": describe_dead_generators(),
        "count": [list(count_up(n)) for n in (0, 3)],
        "bare": list(bare_yield()),
        "send": drive(yield_expression_values(), [5, "x", "y"]),
        "send_none": drive(yield_expression_values(), [0, 1, 2]),
        "returns": drive(returns_value(3), [10, 20, 30]),
        "delegating": list(delegating(2)),
        "delegating_send": drive(delegating(2), [1, 2, 3]),
        "send_to_iterator": send_into_plain_iterator(),
        "nested": list(nested_delegation()),
        "close": generator_close_behaviour(),
        "throw": throw_behaviour(),
        "with": [with_values, log],
        "expressions": expr_out,
        "infinite": take(infinite(), 4),
        "conditionals": [list(generator_with_conditionals(v)) for v in ([1, None, [2, 3], 4], [1, "stop", 2])],
        "attributes": generator_attributes(),
        "early": [list(early_return_generator(True)), list(early_return_generator(False))],
        "genexp_send": list(x * 2 for x in count_up(3)),
    }
