# glassbox-corpus: min-python=3.8
"""A loop ending in `if c: break` inside a try or with statement: 3.14 turns the test into a
jump to the break that runs into the loop's back jump, and lists neither in the exception
table, so the back jump seemed outside the statement and the loop around it
(asyncio.BaseEventLoop.run_forever, test_grp.test_errors). The same loops with the try
statement inside them stay what they are."""


class Recorder:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, kind, value, tb):
        self.log.append("exit")
        return False


def counter(limit):
    state = [0]

    def step():
        state[0] += 1
        return state[0]

    def done():
        return state[0] >= limit

    return step, done


def loop_in_finally(limit, log):
    step, done = counter(limit)
    try:
        while True:
            log.append(step())
            if done():
                break
    finally:
        log.append("finally")
    return log


def try_in_loop(limit, log):
    step, done = counter(limit)
    while True:
        try:
            log.append(step())
            if done():
                break
        finally:
            log.append("finally")
    return log


def loop_in_with(limit, log):
    step, done = counter(limit)
    with Recorder(log):
        while True:
            log.append(step())
            if done():
                break
    return log


def for_in_finally(items, limit, log):
    step, done = counter(limit)
    try:
        for item in items:
            log.append(item + step())
            if done():
                break
    finally:
        log.append("finally")
    return log


def try_in_for(items, limit, log):
    step, done = counter(limit)
    for item in items:
        try:
            log.append(item + step())
            if done():
                break
        finally:
            log.append("finally")
    return log


def conditional_loop_in_finally(items, log):
    try:
        while items:
            log.append(items.pop())
            if len(log) > 2:
                break
    finally:
        log.append("finally")
    return log


def checks():
    return {
        "loop_in_finally": [loop_in_finally(n, []) for n in (1, 3)],
        "try_in_loop": [try_in_loop(n, []) for n in (1, 3)],
        "loop_in_with": [loop_in_with(n, []) for n in (1, 3)],
        "for_in_finally": [for_in_finally([10, 20, 30], n, []) for n in (1, 2, 5)],
        "try_in_for": [try_in_for([10, 20, 30], n, []) for n in (1, 2, 5)],
        "conditional_loop_in_finally": [conditional_loop_in_finally(list(range(n)), []) for n in (0, 2, 6)],
    }
