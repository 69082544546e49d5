# glassbox-corpus: min-python=3.8
"""Module and class code whose end the compiler copies into a branch (found by the program
fuzzer): a try body ending in an if, except clauses that end the code beside an else, a with
statement around one that suppresses, an if or elif ending a finally body (its normal copy
gets a copy of the end in each branch), an if around a try whose except clause or with
statement goes on to the finally body's normal copy; the module ends in an if before a
`pass`; a try/finally ending the code whose try body ends in an if testing a chained
comparison (the comparison's way out runs a copy of the finally body and the end); a while
loop then `pass` ending a class body (both of the loop's tests exit to the one `return None` the
`pass` gives its line); a conditional expression statement with a constant side ending a class
body (3.10-3.11 copy its POP_TOP into both sides, where `if c: "value"` would leave no code);
an if around a while loop ending a class body (the loop's test before it, failing to another copy
of the end, is no operand of the if's test).
Class bodies end as modules do: neither can `return`."""

LOG = []


def probe(name, value):
    LOG.append(name)
    return value


class Silent:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        LOG.append("enter " + self.name)
        return self

    def __exit__(self, *exc):
        LOG.append("exit " + self.name)
        return self.name == "suppress"


def try_if_ending(flag):
    class Body:
        try:
            if probe("test", flag):
                probe("body", 1)
        except KeyError:
            probe("except", 1)
    return sorted(k for k in vars(Body) if not k.startswith("__"))


def clauses_end_beside_else(flag):
    class Body:
        try:
            value = probe("try", {"k": 1})[flag]
        except KeyError as error:
            probe("except", 1)
        else:
            probe("else", value)
    return sorted(k for k in vars(Body) if not k.startswith("__"))


def with_in_if(flag):
    try:
        class Body:
            if probe("test", flag):
                with Silent("suppress"), Silent("inner"):
                    raise KeyError(flag)
    except KeyError:
        return "raised"
    return "suppressed"


def finally_chain_ending(a, b):
    class Body:
        try:
            probe("try", a)
        finally:
            if probe("a", a):
                probe("then", a)
            elif probe("b", b):
                probe("elif", b)
    return sorted(k for k in vars(Body) if not k.startswith("__"))


def clause_in_finally_ending(flag):
    class Body:
        if probe("test", flag):
            try:
                raise KeyError(flag)
            except KeyError as error:
                probe("except", str(error))
            finally:
                probe("finally", flag)
    return sorted(k for k in vars(Body) if not k.startswith("__"))


def with_in_finally_ending(flag):
    class Body:
        if probe("test", flag):
            try:
                with Silent("suppress"):
                    raise KeyError(flag)
            finally:
                probe("finally", flag)
    return sorted(k for k in vars(Body) if not k.startswith("__"))


def chain_in_try_finally(x):
    class Body:
        try:
            if probe("low", 0) < x < probe("high", 3):
                pass
        finally:
            pass  # (a body this small is copied with the end)
    return sorted(k for k in vars(Body) if not k.startswith("__"))


def loop_before_pass(n):
    class Body:
        count = 0
        while probe("loop", count < n):
            count += 1
        pass
    return Body.count


def conditional_value_last(flag):
    class Body:
        "value" if probe("conditional", flag) else probe("other side", flag)
    return flag


def if_around_loop(n):
    class Body:
        count = 0
        if probe("outer", n):
            while probe("inner", count < n):
                count += 1
    return Body.count


def checks():
    return {
        "if_loop": [if_around_loop(n) for n in (0, 2)],
        "conditional_last": [conditional_value_last(flag) for flag in (0, 1)],
        "loop_pass": [loop_before_pass(n) for n in (0, 2)],
        "try_if": [try_if_ending(flag) for flag in (0, 1)],
        "clauses": [clauses_end_beside_else(key) for key in ("k", "x")],
        "with": [with_in_if(flag) for flag in (0, 1)],
        "finally_chain": [finally_chain_ending(a, b) for a in (0, 1) for b in (0, 1)],
        "finally_clause": [clause_in_finally_ending(flag) for flag in (0, 1)],
        "finally_with": [with_in_finally_ending(flag) for flag in (0, 1)],
        "chain_try_finally": [chain_in_try_finally(x) for x in (-1, 1, 5)],
        "log": LOG,
    }


if probe("module", not LOG):
    if probe("module inner", len(LOG) > 100):
        pass
    elif probe("module elif", LOG):
        probe("module elif body", 1)
pass
