# glassbox-corpus: min-python=3.8
"""Several folds in one function (`'0123456789' * 10 + '0'`, `'x' * 75 + '=\\n' + ...`): 3.14+
append each folded value after the constants the generator added, in the order of the code, so
once one value is a fold every value after it in co_consts is one too (a literal would stand
ahead of it). Their operands start with the first constant, which stays first, or are dropped.
And `-1/2` as a fold whose operand 1 stayed first. A string operand used again later ('a' in
`'a' * 100 + '\u0102'`) stays where the fold's generator added it; `'a' * 100`, made on the
way and loaded later, is a fold too."""


def names(check):
    out = []
    out.append(check("0123456789" * 10))
    out.append(check("0123456789" * 10 + "0"))
    out.append(check("0123456789" * 9 + "01234567\xff"))
    out.append(check("0123456789" * 9 + "012345678\xff"))
    return out


def encode_one_long_line(check):
    return check('x' * 100 + '\n', 'x' * 75 + '=\n' + 'x' * 25 + '\n')


def byte_fields(check):
    return check(b'ab' * 8, b'ab' * 8 + b'c', b'ab' * 4 + b'\x00' * 4)


def mixed_kinds(check):
    return [check('\u0102' * 20 + 'a'), check('\u0102' * 20 + 'a_'), check('a' * 20 + '\u0102')]


def header(check):
    return check('-' * 40 + '\n' + 'name' + ' ' * 8 + '|')


def half_kernel():
    return lambda t: 2.0 ** (-1/2 * t * t)


def measured(check):
    return [check(s) for s in ('a' * 30, 'a' * 30 + 'b' * 30)]


def finds(check):
    out = [check(100, 'a' * 100 + '\u0102', 'find', '\u0102')]
    out.append(check(-1, 'a' * 100 + '\u0102', 'find', '\u0201'))
    out.append(check(-1, 'a' * 100, 'find', 'a\u0102'))
    out.append(check(0, '\u0442\u0435\u0441\u0442', 'find', '\u0442'))
    out.append(check(100, '\u0102' * 100 + 'a', 'find', 'a'))
    return out


def found(expected, text, method, piece):
    return getattr(text, method)(piece) == expected


def checks():
    size = lambda *values: [len(v) for v in values]
    return {
        "names": names(size),
        "encode_one_long_line": encode_one_long_line(size),
        "byte_fields": byte_fields(size),
        "mixed_kinds": mixed_kinds(size),
        "header": header(size),
        "half_kernel": half_kernel()(2.0),
        "measured": measured(size),
        "finds": finds(found),
    }
