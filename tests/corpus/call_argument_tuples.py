# glassbox-corpus: min-python=3.8
"""Calls with constant positional arguments and `**kwargs`: the compiler builds the positional
tuple and folds it into one constant (after adding each argument: co_consts keeps them where the
version does not drop unused constants), unlike `f(*(1, 2), **k)`, folded before code generation."""


def show(*args, **kwargs):
    return [list(args), sorted(kwargs.items())]


def one(options):
    return show(5, **options)


def two(options):
    return show("a", "b", **options)


def three(options):
    return show(1, 2.5, "c", **options)


def mixed(options):
    return show(-0.0, (1, 2), None, True, **options)


def literal_star(options):
    return show(*(7, 8), **options)


def both(options):
    first = show(3, **options)
    second = show(*(3,), **options)
    return first, second


def after_other_constants(options):
    label = "x"
    count = 4
    return show(label, count, **options), show("x", 4, **options)


def spliced(items, more):
    return show(*items, 5, *more), show(*items, 6), [*items, 7], (*items, 8), {*items, 9}, show(1, *items)


def before_another_constant(options):
    return show("a", **options), "tail"


def written_tuples(a, b, options):
    # `f(*(a, b))` calls with the tuple (CALL_FUNCTION_EX), `f(a, b)` plainly; so with plain
    # keywords; `**` merges call with the tuple either way
    return show(*(a, b)), show(*(a,), k=2), show(a, b, **options), show(*(a, b), j=3, **options)


def checks():
    options = {"k": 1}
    return {
        "one": one(options),
        "two": two(options),
        "three": three(options),
        "mixed": repr(mixed(options)),
        "literal_star": literal_star(options),
        "both": both(options),
        "after": after_other_constants(options),
        "before_another": before_another_constant(options),
        "spliced": repr(spliced((1, 2), [3])),
        "written_tuples": written_tuples("p", "q", options),
    }
