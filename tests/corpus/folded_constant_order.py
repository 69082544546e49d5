# glassbox-corpus: min-python=3.8
"""Constant expressions the compiler folds. 3.14+ fold them after code generation, which has
already added their operands to co_consts: the folded value comes after every other constant,
and the first operand (a set display's first item) stays when it was the code's first constant (unless a small int, which
LOAD_SMALL_INT loads without a constant, came first). So `'-' * 70` is no literal
there, `2**31 - 1` keeps its 2, a folded tuple item keeps its operand, and an `is None` test adds
None where it stands although the jump it becomes loads nothing."""
import sys

BUFFER = 128 * 1024
RULE = '-' * 40


def rule(title):
    line = '=' * 30 + '\n'
    return title + '\n' + line


def limit(size):
    bound = 32 if sys.maxsize == (2**31 - 1) else 64
    return min(size, bound)


def split_cookie(bigint):
    rest, flags = divmod(bigint, 1 << 64)
    return rest, flags, 'cookie'


def table_row(cells):
    fmt = '<tr><td class="next"%s>%s</td>%s' + \
          '<td class="next">%s</td>%s</tr>\n'
    return fmt % tuple(cells)


def header(rows):
    out = ['{:<10} {:<20}'.format('tid', 'task')]
    out.append('-' * 32)
    for row in rows:
        out.append(str(row))
    return out


def with_optional(value, extra=None):
    if extra is not None:
        value = value + extra
    marker = '*' * 12
    return value, marker, 'done'


def guarded(text):
    try:
        number = int(text)
    except ValueError:
        return None
    width = 'w' * 8
    return number, width


def pair():
    return b'ab' * 8, 2**40


def masks(n):
    return n & (1 << 20) - 1, n >> 3


def powers(a):
    return [a ** 2, 2 ** 9, '%d-%d' % (a, a), +2, 2.5]


def private_name(attr):
    return attr.startswith('__') or attr in {'_name', '_inst', '_nparams', '_defaults'}


def kernel():
    return (lambda t: 1 / 2 * t)(3.0)


def filtered(values):
    return [v * 2 for v in values if v != 'b' * 3], 'ccc'


class Settings:
    width = 'q' * 4
    seconds = 60 * 60 * 24

    def describe(self):
        return self.width + ':' + str(self.seconds)


def checks():
    return {
        'buffer': BUFFER,
        'rule': RULE,
        'rule_title': rule('t'),
        'limit': limit(100),
        'cookie': split_cookie((5 << 64) + 7),
        'row': table_row(['a', 'b', 'c', 'd', 'e']),
        'header': header([1, 2]),
        'optional': [with_optional('x'), with_optional('x', 'y')],
        'guarded': [guarded('12'), guarded('no')],
        'pair': repr(pair()),
        'masks': masks(12345678),
        'powers': powers(3),
        'private': [private_name(n) for n in ['_inst', 'x', '__a']],
        'kernel': kernel(),
        'filtered': filtered(['a', 'bbb', 'c']),
        'settings': Settings().describe(),
    }
