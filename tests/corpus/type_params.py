# glassbox-corpus: min-python=3.12
"""PEP 695 (3.12): generic functions, classes and methods, bounds and
constraints, ParamSpec and TypeVarTuple, and `type` aliases (lazily
evaluated, generic, referring to later names)."""


def first[T](items: list[T]) -> T:
    return items[0]


def pair[K, V](key: K, value: V) -> tuple[K, V]:
    return (key, value)


def bounded[N: int](value: N) -> N:
    return value * 2


def constrained[S: (str, bytes)](value: S) -> S:
    return value + value


def variadic[*Ts](*args: *Ts) -> tuple[*Ts]:
    return args


def with_paramspec[**P, R](function: "Callable[P, R]", *args: P.args, **kwargs: P.kwargs) -> R:
    return function(*args, **kwargs)


def generic_with_closure[T](value: T):
    def inner() -> T:
        return value
    return inner


class Box[T]:
    def __init__(self, item: T) -> None:
        self.item = item

    def get(self) -> T:
        return self.item

    def map[U](self, function: "Callable[[T], U]") -> "Box[U]":
        return Box(function(self.item))


class Base:
    tag = "base"


class Derived[T: (int, str), *Ts, **P](Base):
    def describe(self) -> str:
        return "derived:" + self.tag + ":" + super().__class__.__name__


class Keyed[K](dict[K, int], Base):
    pass


type Alias = list[int]
type Pair[T] = tuple[T, T]
type Forward = LaterDefined
type Recursive[T] = T | list[Recursive[T]]


class LaterDefined:
    pass


def names(params):
    return [p.__name__ for p in params]


def kinds(params):
    return [type(p).__name__ for p in params]


def type_param_introspection():
    (t,) = first.__type_params__
    n = bounded.__type_params__[0]
    s = constrained.__type_params__[0]
    return [
        names(first.__type_params__), names(pair.__type_params__), kinds(with_paramspec.__type_params__),
        kinds(variadic.__type_params__), n.__bound__ is int, [c.__name__ for c in s.__constraints__],
        t.__bound__ is None, names(Box.__type_params__), names(Box.map.__type_params__),
        kinds(Derived.__type_params__), [c.__name__ for c in Derived.__mro__],
        names(Keyed.__type_params__),
    ]


def alias_introspection():
    return [
        Alias.__name__, type(Alias).__name__, Alias.__value__ == list[int],
        names(Pair.__type_params__), Forward.__value__ is LaterDefined,
        Pair[int].__origin__ is Pair, names(Recursive.__type_params__),
    ]


def scoping():
    class Local[T]:
        value: T
        helper = [x for x in range(2)]

        def method(self) -> T:
            return self.helper

    return [Local().method(), names(Local.__type_params__)]


def checks():
    return {
        "functions": [first([3, 4]), pair("k", 1), bounded(4), constrained("ab"), constrained(b"x").decode(),
                      list(variadic(1, "a")), with_paramspec(lambda a, b=0: a - b, 5, b=2),
                      generic_with_closure("kept")()],
        "classes": [Box(1).get(), Box(2).map(str).get(), Derived().describe(), Keyed(a=1)["a"]],
        "params": type_param_introspection(),
        "aliases": alias_introspection(),
        "scoping": scoping(),
    }
