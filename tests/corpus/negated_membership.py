# glassbox-corpus: min-python=3.8
"""`not a in b` and `a not in b`, `not a is b` and `a is not b`: one instruction each up to 3.13
(its AST optimizer made the first the second); from 3.14 a test of `not a in b` reverses the jumps
of `a in b` instead. As tests of if, while, assert, conditional expressions and comprehension
filters, and as values."""


def if_not_in(x, y):
    if not x in y:
        return "absent"
    return "present"


def if_not_in_or(x, y):
    if not x in y or not y:
        return 1
    return 2


def if_not_is(x, y):
    if not x is y:
        return "other"
    return "same"


def while_not_in(x, y):
    while not x in y:
        x += 1
    return x


def assert_not_in(x, y):
    try:
        assert not x in y, "found"
    except AssertionError as error:
        return str(error)
    return "ok"


def assert_not_in_operator(x, y):
    try:
        assert x not in y
    except AssertionError:
        return "failed"
    return "ok"


def filter_not_in(items, seen):
    return [x for x in items if not x in seen]


def filter_not_in_operator(items, seen):
    return [x for x in items if x not in seen]


def value_not_in(x, y):
    flag = not x in y
    return [flag, 1 if not x in y else 2]


def checks():
    return {
        "if": [if_not_in(1, [1]), if_not_in(2, [1]), if_not_in_or(1, []), if_not_in_or(1, [1])],
        "is": [if_not_is(None, None), if_not_is(1, None)],
        "while": while_not_in(0, [3, 4]),
        "assert": [assert_not_in(1, [1]), assert_not_in(2, [1]), assert_not_in_operator(1, [1]),
                   assert_not_in_operator(2, [1])],
        "filters": [filter_not_in([1, 2, 3], {2}), filter_not_in_operator([1, 2, 3], {1, 3})],
        "values": [value_not_in(1, [1]), value_not_in(5, [1])],
    }
