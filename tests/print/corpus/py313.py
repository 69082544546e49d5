# glassbox-print-min-python: 3.13
# Defaults of type parameters.
type Alias[T = int, *Ts = *tuple[int, ...], **P = [int, str]] = Callable[P, T]


def f[T: int = bool, U = T]() -> None:
    pass


class C[T = list[int]]:
    pass
