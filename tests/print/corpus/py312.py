# glassbox-print-min-python: 3.12
# Type parameters and aliases, and PEP 701 f-strings.
type Point = tuple[float, float]
type ListOrSet[T] = list[T] | set[T]
type Bounded[T: (int, str), *Ts, **P] = Callable[P, tuple[T, *Ts]]


def generic[T: int, U](x: T, y: U) -> T:
    return x


class Box[T](Base[T], metaclass=Meta):
    def method[S](self, s: S) -> S:
        return s


async def agen[T]():
    pass

x = f"{'\n'.join(lines)}", f"{x["key"]}", f"{f"{f"{f"{f"{1}"}"}"}"}", f'{'\\'}', f"{x:{'>'}10}"
y = f"{
    value
}", f'{"\N{BULLET}"}', f"{'a' if x else 'b'!r:^{width}}", f"{'''triple'''}", f'{x!r:{"#"}}'
z = f"{'#'}", f'{"{"}', f"{'}'}", f'{x:\u2022^10}', f"{b'\x00'}"
