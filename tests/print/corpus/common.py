# Syntax every version 3.8+ reads, chosen for the printer's corner cases.
"""Module docstring
    with an indented second line and a "quote".
"""
from __future__ import annotations

import os.path as osp, sys
from . import sibling
from ..parent.module import (name as alias, other)
from .mod import *

x = -1 ** 2, (-1) ** 2, 2 ** -1, -(2 ** 2), (a ** b) ** c, a ** b ** c, a ** -b ** c
y = a - (b - c), (a - b) - c, a / (b * c), a * (b / c), a @ b @ c, a @ (b @ c), ~-+a, -~a
z = not a == b, (not a) == b, a < b < c, (a < b) < c, a < (b < c), a is not b not in c
w = a and b or c, a and (b or c), (a or b) and c, a and (b and c), (a and b) and c, not (a and b)
v = (lambda: 1) + 2, (lambda x, *y, z=1, **w: x)(1), lambda: (yield), [lambda: x for x in y]
u = a if b else c, (a if b else c) if d else e, a if (b if c else d) else e, a if b else (lambda: c)
s = (1).real, 1.5.real, 1j.imag, (-1).real, "".join, b"".join, ...
r = a[1:2, ::3, :], a[1:2,], a[(1, 2)], a[()], a[b:c:d], a[:, None], a[...], a[x, y:z]
q = f(*a, *b, c=1, **d, **e), f(a for a in b), f((a for a in b), c), f(*(a, b)), f(**{'a': 1})
p = {**a, 'b': 1, **{'c': 2}}, {*a, *b}, [*a, *b], (*a, *b), {1: 2, **x}
o = [x for x in y if x if not x], {x: y for x, y in z}, {x for x in (y, z)}, (x async for x in y)
n = [x for x in (lambda: y)()], [x for x in (y if z else w)], [(x, y) for x, y in z for w in x]
m = 0xFF, 0o17, 0b101, 1_000_000, 1e400, 1e-400, 1.0e16, 1e22, 0.1 + 0.2j, 2j, 1E5J, 10 ** 400
l_ = 'quote\'s', "dq\"s", '''tri'ple''', """tri"ple""", r'\raw\n', b'\x00\xff', '\u20ac\U0001f600\x85\ud800'
k = 'tab\tnew\nline\rcr\x00nul\x7fdel', "mixed '\"", '\\', u'unicode prefix'
j = f'{x}', f'{x!r}', f'{x!s:>10}', f'{x:{y}}', f'{x:{y}.{z}}', f'{{literal}}', f'{x=}', f'{x = !r:^20}'
i = f"{x['key']}", f'{x["key"]}', f'''{f"{x['k']}"}''', f'{ {1: 2}[1] }', f'{(lambda: 1)()}', f'{x:%H:%M}'
h = f'{a if b else c}', f'{(a := 1)}', f'{a!r:}', f'{x:\n}', f'{x:{"a"}}'
g = rb'raw\bytes', Rb'\d', F'{x}', fr'{x}\d', f'{x}' 'plain' f'{y}', 'a' 'b' 'c', 'a' f'b{c!a}'
(a) = 1
[a, b] = c, d = e = f
a, *b = c
a += 1
a -= (1, 2)
(a, b), c = d
x: int = 1
(x): int
a.b: list[int] = []
a[0]: int
del a, (b, c), [d], e.f, g[0]
assert x, (y, z)
raise E from None


@decorator
@decorator.attr(1, *a, k=2)
def function(a, b=1, /, c=2, *d, e, f=3, **g) -> 'return':
    'Function docstring.'
    global gg
    t = (yield), (yield x), (yield from x), [(yield)]
    a **= yield
    x = yield
    x = yield from y
    await_ = f((yield))
    nonlocal_ = 1

    def inner(x: int = 1, *, y: str = 'y') -> None:
        nonlocal nonlocal_
        return
    return (yield)


async def coroutine(a, /):
    async with a as b, c as (d, e), f:
        await x ** 2, (await x) ** 2, await (x ** 2), -(await x)
    async for a, b in c:
        pass
    else:
        pass
    return [await z async for z in y], await (await x)


class Klass(Base, other.Base, metaclass=Meta, **kwargs):
    """Class docstring."""
    attribute: int = 0

    class Nested:
        pass

    def method(self):
        pass


class Empty:
    pass


def defaults(a=(1, 2), b=lambda: (yield), c=[x for x in y], *, d=a if b else c):
    while x:
        if a:
            pass
        elif b:
            continue
        elif c:
            break
        else:
            if d:
                pass
    else:
        pass
    if a:
        pass
    else:
        if b:
            pass
        x = 1
    for (x, y) in z:
        pass
    for x, in y:
        pass
    try:
        pass
    except E:
        pass
    except (A, B) as e:
        raise
    except:
        pass
    else:
        pass
    finally:
        pass
    try:
        pass
    finally:
        pass
    with a:
        pass
    with (a, b):
        pass
    with (a, b) as c:
        pass
    with (yield):
        pass
    with a, (b), c:
        pass
    return *a, b


if (n := len(a)) > 10:
    print(f'{n=}', (y := 2), [y := 3, y ** 2], sep='')
lambda: (x := 1)
while (chunk := read()):
    pass
print(*(a,), *[b], sep='')
x = [i for i in range(3) if (j := i)]
x = {(a := 1): (b := 2)}
x = not (a := b)
