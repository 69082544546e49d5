# glassbox-corpus: min-python=3.8
"""Tests the compiler folds away because their operand is a constant, which still leave a
trace: 3.10+ add the constant of `while 1:` to co_consts where the loop begins (3.12+ only
when something else loads it too), so `while 1:` around `n += 1` is not `while True:`. And
`while 1: if c: return`, whose test on top jumps into the body: no `while not c:`. 3.10+
drop an and/or operand that cannot end the test (`x or '' or y` is `x or y`): one they kept
was folded to a constant (`x or '' and y or y`). ≤3.9 keep the dead branch of a conditional
expression whose test always holds (`a if c or 4 else b`), and its constant in co_consts; a
filter `if a or b or 1` jumps past nothing when b holds, which no `if` without the 1 does;
`a and (b or ...) and c` tests b jumping to c either way. 3.10-3.11 keep the constant of a
folded `if` test among the constants, where no value follows to carry it (`if 'text': pass`
before the module's last statement): an `if C: pass` of its own."""


def count_up(n):
    while 1:
        n += 1
        if n > 5:
            break
    return n


def count_by_two(n):
    while 1:
        n += 2
        if n > 9:
            break
    return n


def return_inside(n):
    while 1:
        if n > 3:
            return n
        n += 1


def return_inside_true(n, step):
    while True:
        if n * n > 50:
            return n
        n += step


def first_match(items, wanted):
    i = 0
    while 1:
        if items[i] == wanted:
            return i
        i += 1


def folded_or_operand(x, y):
    return x or "" and y or y


def folded_and_operand(x, y):
    return x and (5 or y) and y


def always_true_test(x, y):
    return x if x and y or 4 else y


def always_true_operand(x, y, z):
    v = [x if x and (y or ...) and z else 0, 1]
    return v


def filtered_always(items, other):
    return [a for a in items if a or other or 1]


def filtered_always_one(items):
    return [a for a in items if a or 2]


if "module-level test":
    pass
FOLDED_TESTS_SEEN = []


def checks():
    return {
        "count_up": [count_up(n) for n in (0, 4, 9)],
        "count_by_two": [count_by_two(n) for n in (0, 9)],
        "return_inside": [return_inside(n) for n in (0, 5)],
        "return_inside_true": [return_inside_true(n, s) for n in (1, 8) for s in (1, 3)],
        "first_match": first_match([5, 6, 7], 7),
        "folded_or_operand": [folded_or_operand(x, y) for x in (0, 1) for y in (0, 2)],
        "always_true_test": [always_true_test(x, y) for x in (0, 1) for y in (0, 2)],
        "always_true_operand": [always_true_operand(x, y, z) for x in (0, 1) for y in (0, 2) for z in (0, 3)],
        "filtered_always": filtered_always([0, 1, 2], 0),
        "filtered_always_one": filtered_always_one([0, 3]),
        "folded_and_operand": [folded_and_operand(x, y) for x in (0, 1) for y in (0, 2)],
        "module_level": FOLDED_TESTS_SEEN,
    }
