# glassbox-corpus: min-python=3.8
"""async def, await, async for, async with, async comprehensions and async
generators, driven by a tiny hand-written event loop (no asyncio, so that
nothing depends on its version)."""


class Suspend:
    """An awaitable that suspends once, handing `label` to the loop."""

    def __init__(self, label, result=None):
        self.label = label
        self.result = result

    def __await__(self):
        yield self.label
        return self.result


def run(coroutine):
    """Drive a coroutine to the end; returns [result, labels it suspended with]."""
    labels = []
    try:
        while True:
            labels.append(coroutine.send(None))
    except StopIteration as stop:
        return [stop.value, labels]


async def plain(x):
    return x * 2


async def awaits_others(x):
    first = await plain(x)
    second = await Suspend("pause", first + 1)
    return [first, second, await plain(second)]


async def await_in_expressions(x):
    total = await plain(x) + await plain(x + 1)
    chosen = await plain(1) if x else await plain(2)
    listed = [await plain(i) for i in range(3)]
    return [total, chosen, listed, (await Suspend("s", "v")).upper()]


class AsyncManager:
    def __init__(self, log, name, suppress=False):
        self.log = log
        self.name = name
        self.suppress = suppress

    async def __aenter__(self):
        self.log.append("aenter " + self.name)
        await Suspend("enter " + self.name)
        return self.name

    async def __aexit__(self, exc_type, exc, tb):
        self.log.append("aexit %s %s" % (self.name, exc_type.__name__ if exc_type else "-"))
        await Suspend("exit " + self.name)
        return self.suppress


class AsyncCounter:
    def __init__(self, n):
        self.n = n
        self.i = 0

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        await Suspend("tick")
        return self.i


async def async_with(log):
    async with AsyncManager(log, "a") as name:
        log.append("body " + name)
    async with AsyncManager(log, "b"), AsyncManager(log, "c") as c:
        log.append("two " + c)
    async with AsyncManager(log, "quiet", suppress=True):
        raise ValueError()
    try:
        async with AsyncManager(log, "loud"):
            raise KeyError()
    except KeyError:
        log.append("caught")
    return log


async def async_with_return(log):
    async with AsyncManager(log, "r"):
        return "returned"


async def async_for(n):
    out = []
    async for value in AsyncCounter(n):
        if value == 2:
            continue
        if value == 4:
            break
        out.append(value)
    else:
        out.append("else")
    return out


async def ticker(n):
    for i in range(n):
        await Suspend("gen")
        yield i
    yield "last"


async def async_generator_consumer():
    out = []
    async for item in ticker(3):
        out.append(item)
    gen = ticker(5)
    out.append(await gen.__anext__())
    out.append(await gen.asend(None))
    await gen.aclose()
    return out


async def echo():
    received = []
    while True:
        value = yield len(received)
        if value is None:
            return
        received.append(value)


async def async_generator_send():
    gen = echo()
    out = [await gen.__anext__(), await gen.asend("a"), await gen.asend("b")]
    try:
        await gen.asend(None)
    except StopAsyncIteration:
        out.append("stopped")
    return out


async def async_comprehensions(n):
    return [
        [i async for i in AsyncCounter(n)],
        [i * 2 async for i in AsyncCounter(n) if i % 2],
        {i: str(i) async for i in AsyncCounter(n)},
        sorted({i async for i in ticker(n) if i != "last"}),
        [await plain(i) for i in range(n)],
        [x async for x in ticker(2)],
        [i + 10 async for i in AsyncCounter(n) if 0 < i < 4],
    ]


async def async_genexp():
    gen = (i + 1 async for i in AsyncCounter(3))
    return [item async for item in gen]


async def exceptions_across_await():
    log = []
    try:
        await Suspend("before")
        raise ValueError()
    except ValueError:
        log.append(await plain(5))
    finally:
        log.append("finally")
    return log


async def nested_coroutines(depth):
    if depth == 0:
        return await Suspend("bottom", 0)
    return 1 + await nested_coroutines(depth - 1)


def coroutine_introspection():
    coroutine = plain(1)
    names = [type(coroutine).__name__, coroutine.__name__]
    run(coroutine)
    return names


def checks():
    return {
        "plain": run(plain(3)),
        "awaits": run(awaits_others(2)),
        "expressions": [run(await_in_expressions(x)) for x in (0, 3)],
        "with": run(async_with([])),
        "with_return": [run(async_with_return(log)) + [log] for log in ([],)],
        "for": [run(async_for(n)) for n in (0, 3, 5)],
        "generator": run(async_generator_consumer()),
        "generator_send": run(async_generator_send()),
        "comprehensions": run(async_comprehensions(3)),
        "genexp": run(async_genexp()),
        "exceptions": run(exceptions_across_await()),
        "nested": run(nested_coroutines(3)),
        "introspection": coroutine_introspection(),
    }
