# glassbox-corpus: min-python=3.12
"""Type parameters inside class bodies: a generic class nested in a generic class (its
parameters are read through the outer class's __classdict__), and private names as type
parameters (`class Box[__T]` binds `_Box__T`), on classes, methods and aliases; values stored
right after an alias (`x = ()` once came back as a second alias)."""


class Outer[A, B]:
    class Inner[C, D]:
        @staticmethod
        def parameters():
            return A, B, C, D

    class Plain:
        def first(self):
            return A

    def pair[E](self, left: A, right: E) -> tuple[A, E]:
        return (left, right)


class Box[__T]:
    kind = __T

    def convert[__U](self, value: __T, other: __U) -> tuple[__T, __U]:
        return (__T, __U)

    type Pair[__V] = tuple[__T, __V]


def make_local():
    class Local[T]:
        class Nested[U: int]:
            def both(self):
                return T, U
    return Local


class Holder:
    type Pair[V] = tuple[V, V]


def alias_then_empty_tuple():
    type Local = int
    x = ()
    return Local.__name__, x


def names(params):
    return [p.__name__ for p in params]


def checks():
    a, b, c, d = Outer.Inner.parameters()
    local = make_local()
    t, u = local.Nested().both()
    box_t = Box.__type_params__[0]
    return {
        "outer": names(Outer.__type_params__),
        "inner": names(Outer.Inner.__type_params__),
        "read": names((a, b, c, d)),
        "same": [Outer.__type_params__ == (a, b), Outer.Inner.__type_params__ == (c, d)],
        "plain": Outer.Plain().first().__name__,
        "pair": names(Outer.pair.__type_params__),
        "pair_call": Outer().pair(1, "x"),
        "box": names(Box.__type_params__),
        "box_kind": Box.kind is box_t,
        "convert": names(Box.convert.__type_params__),
        "convert_call": names(Box().convert(1, 2)),
        "alias": names(Box.Pair.__type_params__),
        "local": [t.__name__, u.__name__, u.__bound__.__name__],
        "holder": [Holder.Pair.__name__, names(Holder.Pair.__type_params__), sorted(vars(Holder).get("__static_attributes__", ()))],
        "alias_then_tuple": alias_then_empty_tuple(),
    }
