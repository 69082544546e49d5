# glassbox-corpus: min-python=3.8
"""A `while True` loop whose body ends in `if c: raise E`, with a break before it, inside an
if statement: 3.14 inverts the last test into a jump to the raise laid out after the loop's
back jump, so the loop seemed to leave at two places (re._parser._parse_flags)."""


class BadFlag(Exception):
    pass


FLAGS = {"a": 1, "i": 2, "m": 4}


def read_flags(char, chars):
    get = iter(chars).__next__
    add = 0
    if char != "-":
        while True:
            add |= FLAGS[char]
            char = get()
            if char in ")-:":
                break
            if char not in FLAGS:
                raise BadFlag(char)
    if char == ")":
        return add, None
    return add, char


def read_until(chars, stop):
    get = iter(chars).__next__
    seen = []
    while True:
        char = get()
        if char == stop:
            break
        seen.append(char)
        if char.isdigit():
            raise BadFlag(char)
    return seen


def nested_raises(values, limit):
    total = 0
    if values:
        while True:
            total += values.pop()
            if total > limit:
                break
            if not values:
                raise BadFlag("ran out")
            if total < 0:
                raise ValueError(total)
    return total


def checks():
    results = {}
    for char, chars in (("a", "i)"), ("i", "m-x"), ("-", ""), ("a", "x")):
        try:
            results[char + chars] = read_flags(char, chars)
        except BadFlag as e:
            results[char + chars] = "bad " + str(e)
    for chars in ("ab;", "a1;"):
        try:
            results[chars] = read_until(chars, ";")
        except BadFlag as e:
            results[chars] = "bad " + str(e)
    for values in ([1, 2, 3], [1], [5, -9]):
        try:
            results[str(values)] = nested_raises(list(values), 4)
        except (BadFlag, ValueError) as e:
            results[str(values)] = type(e).__name__ + " " + str(e)
    return results
