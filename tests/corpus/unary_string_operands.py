# glassbox-corpus: min-python=3.8
"""Unary `+`, `-` and `~` on str literals: the AST optimizer cannot fold them (they raise
TypeError), so the operator stays on a LOAD_CONST of the str, the empty one included. (Only
`not` on a str constant folds, which is why a `not` left on one had an f-string.) Code that
checks operand types at run time (operator tests, fuzzers of the type checks) has them."""


def attempt(thunk):
    try:
        return ["value", thunk()]
    except TypeError as e:
        return ["TypeError", str(e).split(":")[0]]


def plus_empty():
    return +""


def minus_word():
    return -"word"


def invert_concatenated():
    return ~("" "")


def loop_over_plus(limit):
    for item in +"" "":
        limit -= 1
    return limit


def unpack_minus():
    (first, *rest) = -""
    return first, rest


def checks():
    return {
        "plus_empty": attempt(plus_empty),
        "minus_word": attempt(minus_word),
        "invert_concatenated": attempt(invert_concatenated),
        "loop_over_plus": attempt(lambda: loop_over_plus(3)),
        "unpack_minus": attempt(unpack_minus),
    }
