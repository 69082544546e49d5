# glassbox-corpus: min-python=3.8
"""Every unary, binary, augmented-assignment and comparison operator, chained
comparisons, and expressions whose meaning depends on precedence."""


class Matrix:
    def __init__(self, value):
        self.value = value

    def __matmul__(self, other):
        return Matrix(self.value * 10 + other.value)

    def __rmatmul__(self, other):
        return Matrix(other * 100 + self.value)

    def __imatmul__(self, other):
        self.value = self.value - other.value
        return self


def unary(x):
    return [-x, +x, ~x, not x, - -x, -+x, ~-x, not not x, -(~x)]


def arithmetic(a, b):
    return [a + b, a - b, a * b, a / b, a // b, a % b, a ** 2, b ** a if a < 8 else 0, divmod(a, b)]


def bitwise(a, b):
    return [a & b, a | b, a ^ b, a << 3, a >> 1, ~a & b, a | b & 7, (a | b) & 7, a ^ b | a & b]


def matmul(a, b):
    product = Matrix(a) @ Matrix(b)
    reflected = a @ Matrix(b)
    return [product.value, reflected.value]


def augmented_names(start):
    x = start
    log = []
    x += 3
    log.append(x)
    x -= 1
    log.append(x)
    x *= 4
    log.append(x)
    x //= 3
    log.append(x)
    x %= 7
    log.append(x)
    x **= 2
    log.append(x)
    x <<= 2
    log.append(x)
    x >>= 1
    log.append(x)
    x &= 0xFF
    log.append(x)
    x |= 0x100
    log.append(x)
    x ^= 0x0F
    log.append(x)
    y = float(x)
    y /= 8
    log.append(repr(y))
    m = Matrix(50)
    m @= Matrix(8)
    log.append(m.value)
    return log


class Box:
    def __init__(self):
        self.n = 1
        self.items = [1, 2, 3, 4]


def augmented_targets():
    box = Box()
    box.n += 10
    box.n *= 2
    box.items[0] += 100
    box.items[-1] -= 4
    box.items[1:3] += [9]
    table = {"k": 5}
    table["k"] **= 3
    table["new"] = table.get("new", 0)
    table["new"] |= 6
    text = "ab"
    text *= 3
    text += "!"
    nested = [[1, 2], [3, 4]]
    nested[1][0] <<= 4
    return [box.n, box.items, table, text, nested]


def comparisons(a, b):
    return [a < b, a <= b, a == b, a != b, a > b, a >= b, a is b, a is not b,
            a in [b, 1], a not in (b, 2)]


def chained(a, b, c):
    return [a < b < c, a <= b <= c, a < b > c, a == b == c, a != b != c,
            a < b <= c < 10, 0 <= a < b in [c, b], a is not None is not b]


def chain_evaluates_once(values):
    calls = []

    def get(i):
        calls.append(i)
        return values[i]

    result = get(0) < get(1) < get(2) < get(3)
    return [result, calls]


def precedence(a, b, c):
    return [
        -a ** 2, (-a) ** 2, a ** -1 if a else 0, 2 ** 3 ** 2, (2 ** 3) ** 2,
        a - b - c, a - (b - c), a * b + c, a * (b + c), a + b * c, (a + b) * c,
        a / b * c if b else 0, a / (b * c) if b * c else 0,
        not a == b, (not a) == b, a < b == (not c), -a % 5, -(a % 5),
        a + b if c else a - b, (a + b if c else a) - b,
        a and b or c, a and (b or c), a or b and c, (a or b) and c,
        a & b == c, (a & b) == c, a << b + 1, (a << b) + 1, ~a ** 2, (~a) ** 2,
        (a, b) + (c,), [a] * 3, "%d-%d" % (a, b), "%s" % ((a, b),),
    ]


def attempt(function, *args):
    try:
        return function(*args)
    except Exception as error:
        return type(error).__name__


def identity_ops():
    a = [1]
    b = a
    c = [1]
    return [a is b, a is c, a == c, a is not c, None is None, not a is c]


def checks():
    return {
        "unary": [unary(v) for v in (0, 1, -5, 12)],
        "arithmetic": [arithmetic(a, b) for a, b in ((7, 2), (-7, 2), (7, -2), (12, 5))],
        "float_arith": [repr(v) for v in arithmetic(7.5, 2.0)[:7]],
        "bitwise": [bitwise(a, b) for a, b in ((12, 10), (255, 1), (-3, 5))],
        "matmul": matmul(3, 4),
        "aug_names": [augmented_names(s) for s in (1, 5, 20)],
        "aug_targets": augmented_targets(),
        "comparisons": [attempt(comparisons, a, b) for a, b in ((1, 2), (2, 2), (3, 2), (None, None))],
        "errors": [attempt(arithmetic, 1, 0), attempt(bitwise, 1.5, 2), attempt(unary, "s")],
        "chained": [chained(a, b, c) for a, b, c in ((1, 2, 3), (3, 2, 1), (2, 2, 2), (1, 3, 2))],
        "chain_once": [chain_evaluates_once(v) for v in ([1, 2, 3, 4], [1, 0, 3, 4], [1, 2, 2, 1])],
        "precedence": [precedence(a, b, c) for a, b, c in ((2, 3, 4), (0, 1, 0), (-3, 2, 1), (5, 0, 5))],
        "identity": identity_ops(),
        "strings": ["ab" + "cd", "ab" * 2, "a" < "b", "abc"[1:] * 2],
    }
