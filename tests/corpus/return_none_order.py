# glassbox-corpus: min-python=3.8
"""An if/else that ends a function against an early `return`: 3.10+ copy the implicit `return
None` into the branch that jumped to the end, so both compile to the same instructions, and only
co_consts tells them apart. An explicit `return` adds None where it stands; a branch falling to
the end leaves None to the end, after the constants of what follows. (A function without a
docstring has None first anyway before 3.14: the docstrings here keep the order visible.)"""


def append_piece(pieces, piece, limit, extra=''):
    """If/elif/else to the end, no return."""
    if not pieces:
        pieces.append(piece.strip())
    elif len(pieces[-1]) + len(piece) <= limit:
        pieces[-1] += extra + piece
    else:
        pieces.append(piece.strip() + '!')


def fill(out, text, interactive):
    """If/else to the end."""
    if interactive:
        out.append('; ')
        out.append(text)
    else:
        out.append('\n')
        out.append('    ' + text)


def early_return(out, text):
    """An early return of its own."""
    if not text:
        out.append('empty')
        return
    out.append('text: ' + text)


def nested_else(out, a, b):
    """An if/else inside the else."""
    if a:
        out.append('a')
    else:
        if b:
            out.append('b')
        else:
            out.append('neither')
        out.append('after')


def returns_value_or_falls(out, n):
    """A return with a value beside a branch that falls to the end."""
    if n > 10:
        return 'big'
    if n > 5:
        out.append('middle')
    else:
        out.append('small')


def send_all(out, sock, pos):
    if not sock:
        return
    start = pos[0]
    try:
        n = len(sock[start:])
    except (TypeError, KeyError):
        return
    except (SystemExit, KeyboardInterrupt):
        raise
    except BaseException as exc:
        out.append(repr(exc))
        return
    start += n
    if start == 3:
        out.append('done')
    else:
        pos[0] = start


def remove_at(out, items, index):
    """A try/except/else: the else before the clauses, in 3.11+ order."""
    try:
        item = items[index]
    except TypeError:
        pass
    else:
        if hasattr(item, 'upper'):
            out.append(item.upper())
        items[index] = None


def read_lines(out, lines):
    """A loop ending the function, left by break: the end copied into it (3.10+)."""
    source = iter(lines)
    while 1:
        line = next(source, '')
        if not line:
            break
        words = line.split()
        out.append(words[0] + '.' if words else '-')


def run(function, *args):
    out = []
    result = function(out, *args)
    return [result, out]


def checks():
    pieces = []
    for piece in [' a ', 'bb', 'cccccc', 'd']:
        append_piece(pieces, piece, 4, '+')
    return {
        'pieces': pieces,
        'fill': [run(fill, 'x', True), run(fill, 'x', False)],
        'early': [run(early_return, ''), run(early_return, 'y')],
        'nested': [run(nested_else, 1, 0), run(nested_else, 0, 1), run(nested_else, 0, 0)],
        'send': [run(send_all, [], [0]), run(send_all, 'abc', [0]), run(send_all, 'abcd', [1]), run(send_all, 5, [0])],
        'remove': [run(remove_at, ['a', 'b'], 1), run(remove_at, ['a'], 'x')],
        'lines': run(read_lines, ['a b', '', 'c']) + run(read_lines, [' ', 'x y']),
        'value': [run(returns_value_or_falls, 20), run(returns_value_or_falls, 7), run(returns_value_or_falls, 1)],
    }
