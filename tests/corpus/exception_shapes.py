# glassbox-corpus: min-python=3.8
"""Statements leaving try/except/finally and with blocks: returns of a walrus from an
except clause, a with block, a finally-protected body; written to be called with values
that take every path."""


class Manager:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


def fails(value):
    if value < 0:
        raise ValueError(value)
    if value == 0:
        raise KeyError(value)
    return value


def walrus_from_clause(value):
    try:
        fails(value)
    except ValueError as error:
        return (caught := error.args)
    return value


def walrus_from_with(value, log):
    with Manager(log):
        return (seen := value * 2)


def walrus_from_finally_body(value, log):
    try:
        return (got := fails(value))
    finally:
        log.append("finally")


def walrus_from_loop_try(values):
    for value in values:
        try:
            return (found := fails(value))
        except KeyError:
            pass
    return None


def walrus_plus_from_clause(value):
    try:
        fails(value)
    except (ValueError, KeyError):
        return (kept := value) + 1
    return value


def continue_from_one_clause(values):
    out = []
    i = 0
    while i < len(values):
        i += 1
        try:
            fails(values[i - 1])
        except ValueError:
            continue
        except KeyError:
            out.append("key")
        out.append(i)
    return out


def continue_from_named_clause(values):
    out = []
    while values:
        value = values.pop()
        try:
            fails(value)
        except ValueError as error:
            out.append(error.args)
            continue
        except KeyError:
            pass
        out.append(value)
    return out


def with_returns_then_code(rows, log):
    out = []
    for row in rows:
        with Manager(log):
            if row:
                return row
        out.append(len(out))
    return out


def with_always_returns_in_loop(rows, log):
    for row in rows:
        with Quiet(log):
            return 10 // row
        log.append("after")
        if row:
            log.append("test")
    return "end"


def with_always_returns_before_loop(rows, log):
    for row in rows:
        with Quiet(log):
            return 10 // row
        for item in (1, 2):
            log.append(item)
    return "end"


class Quiet(Manager):
    def __exit__(self, *exc):
        self.log.append("quiet")
        return True


def finally_raises_if(value, log):
    try:
        log.append(fails(value))
    finally:
        if value > 5:
            raise OverflowError(value)
    return value


def finally_asserts(value, log):
    try:
        log.append(value)
    finally:
        assert value, "zero"
    log.append("after")


def finally_raises_if_then_code(value, log):
    try:
        log.append(fails(value))
    finally:
        if value > 5:
            raise OverflowError(value)
        log.append("finally")
    log.append("after")
    return len(log)


def clause_ends_in_if(value, flag, log):
    try:
        fails(value)
    except ValueError:
        if flag:
            log.append("flag")


def named_clause_ends_in_if(value, flag, log):
    try:
        fails(value)
    except (ValueError, KeyError) as error:
        if flag:
            log.append(type(error).__name__)


def clause_ends_in_if_else(value, flag, log):
    try:
        fails(value)
    except ValueError:
        if flag:
            return "early"
        else:
            log.append("else")


def with_then_while_ends_function(items, log):
    with Manager(log):
        while items:
            log.append(items.pop())


def try_then_while_ends_function(items, log):
    try:
        while items:
            log.append(items.pop())
    finally:
        log.append("done")


def else_ends_in_elif(value, flag, log):
    try:
        fails(value)
    except ValueError:
        pass
    else:
        if flag == 1:
            log.append("one")
        elif flag == 2:
            log.append("two")


def else_ends_in_if_elif_else(value, flag, log):
    try:
        fails(value)
    except KeyError:
        log.append("key")
    else:
        if flag == 1:
            log.append("one")
        elif flag == 2:
            log.append("two")
        else:
            log.append("other")


def try_inside_named_clause(value, log):
    try:
        fails(value)
    except ValueError as error:
        try:
            fails(error.args[0] + 1)
        except KeyError:
            log.append("inner")


def with_inside_clause(value, log):
    try:
        fails(value)
    except KeyError:
        with Manager(log):
            log.append("handled")


def while_ends_try_body(items, log):
    try:
        while items:
            log.append(10 // items.pop())
    except ZeroDivisionError:
        log.append("zero")


def while_in_try_in_for(rows, log):
    for row in rows:
        try:
            while row:
                log.append(10 // row.pop())
        except ZeroDivisionError:
            log.append("zero")


def try_with_named_clauses_inside_named_clause(value, log):
    try:
        fails(value)
    except ValueError as outer:
        try:
            fails(outer.args[0] + 1)
        except KeyError:
            log.append("key")
        except ValueError as inner:
            log.append(inner.args)


def safely(function, *args):
    try:
        return function(*args)
    except Exception as error:
        return type(error).__name__


def checks():
    log = []
    return {
        "walrus_from_clause": [safely(walrus_from_clause, v) for v in (-1, 0, 2)],
        "walrus_from_with": [walrus_from_with(3, log), log[:]],
        "walrus_from_finally_body": [safely(walrus_from_finally_body, v, log) for v in (-1, 2)] + [log[:]],
        "walrus_from_loop_try": [walrus_from_loop_try([0, 0, 3]), walrus_from_loop_try([0])],
        "continue_from_one_clause": continue_from_one_clause([1, -1, 0, 2]),
        "continue_from_named_clause": continue_from_named_clause([1, -1, 0, 2]),
        "with_returns_then_code": [with_returns_then_code([0, 0, 3], log), with_returns_then_code([0], log)],
        "with_always_returns_in_loop": [with_always_returns_in_loop([0, 0, 5], log), log[:]],
        "with_always_returns_before_loop": [with_always_returns_before_loop([0, 2], log), log[:]],
        "finally_raises_if": [safely(finally_raises_if, v, log) for v in (-1, 2, 9)],
        "finally_asserts": [safely(finally_asserts, v, log) for v in (0, 1)] + [log[:]],
        "finally_raises_if_then_code": [safely(finally_raises_if_then_code, v, []) for v in (-1, 2, 9)],
        "clause_ends_in_if": [[safely(clause_ends_in_if, v, f, log) for v in (-1, 0, 2)] for f in (0, 1)] + [log[:]],
        "named_clause_ends_in_if": [[safely(named_clause_ends_in_if, v, f, log) for v in (-1, 0, 2)] for f in (0, 1)] + [log[:]],
        "clause_ends_in_if_else": [[safely(clause_ends_in_if_else, v, f, log) for v in (-1, 0)] for f in (0, 1)] + [log[:]],
        "with_then_while_ends_function": [with_then_while_ends_function([1, 2], log), log[:]],
        "try_then_while_ends_function": [try_then_while_ends_function([3], log), log[:]],
        "else_ends_in_elif": [[safely(else_ends_in_elif, v, f, log) for v in (-1, 1)] for f in (0, 1, 2)] + [log[:]],
        "else_ends_in_if_elif_else": [[safely(else_ends_in_if_elif_else, v, f, log) for v in (0, 1)] for f in (0, 1, 2)] + [log[:]],
        "try_inside_named_clause": [[safely(try_inside_named_clause, v, log) for v in (-1, -2, 3)], log[:]],
        "with_inside_clause": [[safely(with_inside_clause, v, log) for v in (0, 3)], log[:]],
        "while_ends_try_body": [[while_ends_try_body(items, log) for items in ([], [1, 2], [0, 5])], log[:]],
        "while_in_try_in_for": [while_in_try_in_for([[1, 2], [], [0, 5]], log), log[:]],
        "try_with_named_clauses_inside_named_clause": [[safely(try_with_named_clauses_inside_named_clause, v, log) for v in (-1, -2, -3, 3)], log[:]],
        "walrus_plus_from_clause": [safely(walrus_plus_from_clause, v) for v in (-1, 0, 2)],
    }
