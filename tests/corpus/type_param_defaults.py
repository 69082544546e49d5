# glassbox-corpus: min-python=3.13
"""PEP 696 (3.13): defaults for TypeVar, ParamSpec and TypeVarTuple in
generic functions, classes and type aliases, with bounds alongside."""


def with_default[T = int](value: T) -> T:
    return value


def bound_and_default[T: (int, str) = str, U = list[T]](a: T, b: U) -> tuple[T, U]:
    return (a, b)


class Container[T = str, **P = [int, str], *Ts = *tuple[int, ...]]:
    def __init__(self, item: T) -> None:
        self.item = item


class Later[T = "Forward"]:
    pass


class Forward:
    pass


type Table[K = str, V = int] = dict[K, V]


def default_of(param):
    value = param.__default__
    return getattr(value, "__name__", repr(value))


def introspection():
    (t,) = with_default.__type_params__
    a, b = bound_and_default.__type_params__
    c_t, c_p, c_ts = Container.__type_params__
    k, v = Table.__type_params__
    return [
        default_of(t), t.has_default(), default_of(a), [c.__name__ for c in a.__constraints__],
        repr(b.__default__), default_of(c_t), repr(c_ts.__default__), repr(c_p.__default__),
        default_of(k), default_of(v), repr(Later.__type_params__[0].__default__),
        [type(p).__name__ for p in Container.__type_params__],
    ]


def checks():
    return {
        "calls": [with_default(5), list(bound_and_default(1, [2])), Container("x").item],
        "introspection": introspection(),
    }
