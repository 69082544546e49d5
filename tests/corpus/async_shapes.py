# glassbox-corpus: min-python=3.8
"""async for loops whose body leaves them (return, raise, break) without going round
again, inside other loops and statements, and inside an if that code follows; driven by a tiny hand-written event loop
(no asyncio)."""


class Suspend:
    def __init__(self, label):
        self.label = label

    def __await__(self):
        yield self.label


def run(coroutine):
    """Drive a coroutine to the end; returns [result, labels it suspended with] or the error."""
    labels = []
    try:
        while True:
            labels.append(coroutine.send(None))
    except StopIteration as stop:
        return [stop.value, labels]
    except Exception as error:
        return [type(error).__name__, labels]


class Counter:
    def __init__(self, n):
        self.n = n
        self.i = 0

    def __aiter__(self):
        return self

    async def __anext__(self):
        if self.i >= self.n:
            raise StopAsyncIteration
        self.i += 1
        await Suspend(self.i)
        return self.i


class Manager:
    def __init__(self, log):
        self.log = log

    async def __aenter__(self):
        self.log.append("enter")
        return Counter(3)

    async def __aexit__(self, *exc):
        self.log.append("exit")


async def first(n):
    async for value in Counter(n):
        return value


async def first_pair(n):
    async for a, b in Pairs(n):
        return a + b


class Pairs(Counter):
    async def __anext__(self):
        return [await Counter.__anext__(self), self.n]


async def first_matching(n, wanted):
    async for value in Counter(n):
        if value == wanted:
            return value
    return None


async def first_or_else(n):
    async for value in Counter(n):
        return value
    else:
        return "empty"


async def first_of_each(rows):
    out = []
    for row in rows:
        async for value in Counter(row):
            out.append(value * 10)
            break
    return out


async def raises_first(n):
    async for value in Counter(n):
        raise ValueError(value)
    return "none"


async def breaks_at_once(n):
    async for value in Counter(n):
        break
    return n


async def returns_in_try(n, log):
    try:
        async for value in Counter(n):
            return value
    finally:
        log.append("finally")


async def returns_in_async_with(log):
    async with Manager(log) as counter:
        async for value in counter:
            return value


async def returns_in_while(n):
    while n:
        async for value in Counter(n):
            return value + n
    return -1


async def returns_after_statements(n):
    total = 0
    async for value in Counter(n):
        total += value
        if total > 2:
            return total
    return total


async def loop_inside_if(n, wanted):
    # (the code after the if is reached from the loop's END_ASYNC_FOR handler, laid out after it)
    seen = []
    if wanted:
        async for value in Counter(n):
            seen.append(value)
    if n > 1:
        seen.append("many")
    return seen


async def comprehension_inside_if(n, wanted):
    seen = None
    if wanted:
        seen = [value * 2 async for value in Counter(n)]
    if n > 1:
        seen = [seen, "many"]
    return seen


def checks():
    log = []
    return {
        "first": [run(first(n)) for n in (0, 1, 3)],
        "first_pair": [run(first_pair(n)) for n in (0, 2)],
        "first_matching": [run(first_matching(n, 2)) for n in (1, 3)],
        "first_or_else": [run(first_or_else(n)) for n in (0, 2)],
        "first_of_each": run(first_of_each([0, 2, 3])),
        "raises_first": [run(raises_first(n)) for n in (0, 2)],
        "breaks_at_once": [run(breaks_at_once(n)) for n in (0, 2)],
        "returns_in_try": [run(returns_in_try(n, log)) for n in (0, 2)] + [log],
        "returns_in_async_with": [run(returns_in_async_with(log)), log],
        "returns_in_while": [run(returns_in_while(n)) for n in (0, 2)],
        "returns_after_statements": [run(returns_after_statements(n)) for n in (1, 3)],
        "loop_inside_if": [run(loop_inside_if(n, w)) for n in (1, 3) for w in (0, 1)],
        "comprehension_inside_if": [run(comprehension_inside_if(n, w)) for n in (1, 3) for w in (0, 1)],
    }
