# glassbox-corpus: min-python=3.9
"""Any expression as a decorator (PEP 614, 3.9+): boolean operators, assignment expressions,
lambdas, subscripts of displays, calls of calls, conditional expressions, on functions and
classes (the shapes of test_grammar's test_funcdef and test_classdef)."""

CALLS = []


def tag(label):
    def wrap(obj):
        CALLS.append((label, obj.__name__))
        return obj
    return wrap


def plain(obj):
    CALLS.append(("plain", obj.__name__))
    return obj


NOTHING = None
TABLE = {"first": tag("table"), "second": plain}


def decorate_functions(flag):
    @NOTHING or plain
    def by_or(x):
        return x + 1

    @(chosen := tag("walrus"))
    def by_walrus(x):
        return x * 2

    @lambda f: plain(f)
    def by_lambda(x):
        return -x

    @[..., plain, ...][1]
    def by_subscript(x):
        return x

    @tag("outer")
    @tag(flag)(plain) if NOTHING else tag("conditional")
    def stacked(x):
        return [x]

    @TABLE["first"]
    def by_table(x):
        return x - 1

    return [by_or(1), by_walrus(2), by_lambda(3), by_subscript(4), stacked(5), by_table(6), chosen is not None]


def decorate_classes():
    @lambda c: plain(c)
    class ByLambda:
        value = 1

    @NOTHING or tag("class-or")
    class ByOr:
        value = 2

    @tag("call")(plain) and tag("and")
    class ByCall:
        value = 3

    return [ByLambda.value, ByOr.value, ByCall.value]


def checks():
    del CALLS[:]
    results = {"functions": decorate_functions("x"), "classes": decorate_classes()}
    results["calls"] = list(CALLS)
    return results
