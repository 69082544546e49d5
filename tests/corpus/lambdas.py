# glassbox-corpus: min-python=3.8
"""lambda in every position: full signatures, defaults, nesting, closures,
immediately called, as default values, in data structures and class bodies."""

identity = lambda x: x
constant = lambda: 42
adder = lambda a, b=1: a + b
variadic = lambda *args, **kwargs: [list(args), sorted(kwargs)]
keyword_only = lambda *, k, j=2: k * j
positional_only = lambda a, /, b: a - b
full = lambda a, b=2, /, c=3, *rest, d, e=5, **extra: [a, b, c, list(rest), d, e, sorted(extra)]
nested = lambda x: lambda y: lambda z: x + y + z
conditional = lambda x: "even" if x % 2 == 0 else "odd"
tuple_result = lambda x: (x, x * 2)
uses_global = lambda: len(TABLE)
TABLE = {"double": lambda v: v * 2, "square": lambda v: v ** 2}
PIPELINE = [lambda v: v + 1, lambda v: v * 3, lambda v: -v]


def immediately_called():
    return [(lambda: "now")(), (lambda x, y: x * y)(3, 4), (lambda *a: a)(1, 2)]


def lambda_as_default(transform=lambda v: v.upper()):
    return transform("text")


def lambda_in_sort(words):
    return [sorted(words, key=lambda w: (len(w), w)), sorted(words, key=lambda w: w[-1], reverse=True)]


def lambda_capturing_local(base):
    offset = base * 10
    return list(map(lambda v: v + offset, range(3)))


def lambda_with_side_effect():
    log = []
    record = lambda item: log.append(item) or len(log)
    return [record("a"), record("b"), log]


def lambda_walrus(values):
    return list(filter(lambda v: (half := v // 2) > 1, values))


def lambda_with_star_call(args, kwargs):
    return (lambda *a, **k: [sum(a), sorted(k.items())])(*args, **kwargs)


def apply_pipeline(value):
    for step in PIPELINE:
        value = step(value)
    return value


def recursive_lambda(n):
    fact = lambda k: 1 if k <= 1 else k * fact(k - 1)
    return fact(n)


class WithLambdas:
    scale = 3
    triple = staticmethod(lambda x: x * 3)
    describe = lambda self: "instance of " + type(self).__name__
    keyed = sorted([3, 1, 2], key=lambda v: -v)


def lambda_names():
    return [identity.__name__, (lambda: 0).__name__, full.__code__.co_argcount,
            full.__code__.co_kwonlyargcount, full.__code__.co_posonlyargcount, full.__defaults__]


def lambda_errors():
    out = []
    for call in (lambda: positional_only(a=1, b=2), lambda: keyword_only(1), lambda: identity()):
        try:
            call()
        except TypeError as error:
            out.append(type(error).__name__)
    return out


def checks():
    return {
        "basic": [identity(5), constant(), adder(1), adder(1, 2), variadic(1, 2, z=3), keyword_only(k=3),
                  positional_only(5, b=2), full(1, d=4), full(1, 2, 3, 4, d=5, x=6)],
        "nested": nested(1)(2)(3),
        "conditional": [conditional(n) for n in range(3)],
        "tuple": tuple_result(4),
        "global": uses_global(),
        "table": [TABLE["double"](4), TABLE["square"](4)],
        "called": immediately_called(),
        "default": [lambda_as_default(), lambda_as_default(lambda v: v[::-1])],
        "sort": lambda_in_sort(["ccc", "a", "bb", "ab"]),
        "capture": lambda_capturing_local(2),
        "side_effect": lambda_with_side_effect(),
        "walrus": lambda_walrus([1, 4, 6, 2]),
        "star_call": lambda_with_star_call((1, 2), {"k": 3}),
        "pipeline": apply_pipeline(2),
        "recursive": recursive_lambda(6),
        "class": [WithLambdas.triple(2), WithLambdas().describe(), WithLambdas.keyed],
        "names": lambda_names(),
        "errors": lambda_errors(),
    }
