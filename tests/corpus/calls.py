# glassbox-corpus: min-python=3.8
"""Calls: positional, keyword, * and ** unpacking in every position, method
calls, chained calls, and calls whose arguments have side effects."""


def collect(*args, **kwargs):
    return [list(args), sorted(kwargs.items())]


def signature(a, b=2, *rest, c=3, **extra):
    return [a, b, list(rest), c, sorted(extra.items())]


def positional_and_keyword():
    return [
        collect(),
        collect(1),
        collect(1, 2, 3),
        collect(a=1),
        collect(1, b=2, a=3),
        signature(1),
        signature(1, 5),
        signature(1, c=9),
        signature(b=7, a=8),
        signature(1, 2, 3, 4, c=5, d=6),
    ]


def star_arguments():
    nums = [1, 2]
    more = (3, 4)
    opts = {"x": 1}
    extra = {"y": 2}
    return [
        collect(*nums),
        collect(*nums, *more),
        collect(0, *nums, 5, *more, 6),
        collect(**opts),
        collect(**opts, **extra),
        collect(*nums, **opts),
        collect(1, *nums, z=3, **opts),
        collect(**opts, z=3, **extra),
        collect(*"ab", *range(2)),
        collect(*nums, k=1, *more),
        collect(**{"a": 1}, **dict(b=2)),
        signature(*[1, 2, 3], **{"c": 4, "e": 5}),
    ]


def duplicate_keywords():
    errors = []
    try:
        collect(**{"a": 1}, **{"a": 2})
    except TypeError as error:
        errors.append(type(error).__name__)
    try:
        signature(1, a=2)
    except TypeError as error:
        errors.append(type(error).__name__)
    try:
        signature()
    except TypeError as error:
        errors.append(type(error).__name__)
    try:
        collect(*5)
    except TypeError as error:
        errors.append(type(error).__name__)
    return errors


class Chain:
    def __init__(self, log=None):
        self.log = [] if log is None else log

    def add(self, value, *more, times=1):
        self.log.append([value, list(more), times])
        return self

    @classmethod
    def make(cls, *args):
        return cls(list(args))

    @staticmethod
    def helper(x, y=10):
        return x * y

    def __call__(self, *args, **kwargs):
        return collect(*args, **kwargs)


def method_calls():
    chain = Chain().add(1).add(2, 3, times=2).add(*[4, 5], **{"times": 3})
    made = Chain.make(7, 8)
    bound = chain.add
    bound(9)
    return [chain.log, made.log, Chain.helper(4), Chain.helper(x=2, y=3),
            Chain()(1, k=2), getattr(chain, "add")(0).log[-1], len(chain.log)]


def calls_on_expressions():
    funcs = {"double": lambda x: x * 2, "negate": lambda x: -x}
    return [
        funcs["double"](4),
        (lambda *a: sum(a))(1, 2, 3),
        [str, repr][1]("q"),
        "-".join(["a", "b"]),
        (1).__add__(2),
        "x".__class__.__name__,
        sorted([3, 1, 2], key=lambda v: -v),
        dict(zip("ab", [1, 2]), c=3),
        max(*[4, 9, 2]),
        print.__name__,
    ]


def argument_evaluation_order():
    log = []

    def arg(name, value):
        log.append(name)
        return value

    def target(*args, **kwargs):
        log.append("call")
        return len(args) + len(kwargs)

    result = arg("f", target)(arg("a", 1), *arg("star", [2, 3]), k=arg("k", 4), **arg("dstar", {"m": 5}))
    return [result, log]


def nested_calls(n):
    return abs(min(max(n, -5), 5)) + len(str(int(float(n))))


def many_arguments():
    return collect(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
                   a=1, b=2, c=3, d=4, e=5, f=6, g=7, h=8)


def keyword_only_call(*, alpha, beta=2):
    return alpha - beta


def call_with_generator():
    return [sum(x for x in range(4)), list(map(str, (x for x in "ab"))), "".join(c * 2 for c in "xy")]


def checks():
    return {
        "basic": positional_and_keyword(),
        "star": star_arguments(),
        "errors": duplicate_keywords(),
        "methods": method_calls(),
        "expressions": calls_on_expressions(),
        "order": argument_evaluation_order(),
        "nested": [nested_calls(n) for n in (-10, 3, 7.5)],
        "many": many_arguments(),
        "kwonly": [keyword_only_call(alpha=5), keyword_only_call(beta=1, alpha=3)],
        "generators": call_with_generator(),
    }
