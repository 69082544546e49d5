# glassbox-corpus: min-python=3.8
"""Shapes of standard-library functions that came back as marked fallbacks: nested try
statements whose inner except clause falls off its end (3.12+ copies the small return after
the statements into the clause, after a POP_EXCEPT that ends the outer protection), and
for-else loops with a break inside an except clause (enum's _proto_member.__set_name__: the
break runs the clause's end, which 3.13+ lays out inside the loop)."""


def nested_fall_off(d, key):
    try:
        try:
            found = d[key]
        except TypeError:
            found = "unhashable"
    except KeyError:
        found = None
    return found


def alias_or_new(table, pairs, value):
    try:
        try:
            found = table[value]
        except TypeError:
            for name, member in pairs:
                if member == value:
                    found = name
                    break
            else:
                raise KeyError(value)
    except KeyError:
        found = None
    return found


def alias_then_more(table, pairs, value, log):
    # (enough code after the statements that the compiler does not copy it into the break)
    try:
        try:
            found = table[value]
        except TypeError:
            for name, member in pairs:
                if member == value:
                    found = name
                    break
            else:
                raise KeyError(value)
    except KeyError:
        found = None
        log.append("new")
    for item in pairs:
        if item[0] == found:
            log.append(item)
            break
    log.append(found)
    log.append(len(log))
    return log


def scan_in_clause_loop(rows, value):
    seen = []
    for row in rows:
        try:
            seen.append(row[value])
        except (TypeError, LookupError):
            for k in row:
                if k == value:
                    seen.append(k)
                    break
            else:
                seen.append("none")
    return seen


def raise_in_nested(log, error):
    # (the inner body never falls off: the code after both statements is reached only from
    # the inner clause's end, not a copy of it)
    try:
        try:
            raise error
        except TypeError:
            log.append("type")
    except KeyError:
        log.append("key")
    return log


def two_clauses_nested(log, error):
    try:
        try:
            log.append("body")
            raise error
        except TypeError:
            log.append("type")
        except ValueError:
            log.append("value")
    except KeyError:
        log.append("key")
    return log


def return_from_clause_loop(items, value, log):
    # (the clause's own `return` loads its constant after the POP_EXCEPT, as a break's copy
    # of a small return after the statement would: a return it stays)
    try:
        log.append(items.index(value))
    except ValueError:
        for item in items:
            if item == -value:
                return
    log.append("after")
    return log


def add_value_alias(table, value, log):
    # enum.EnumType._add_value_alias_ (3.13)
    try:
        if value in table:
            if table[value] != len(log):
                raise ValueError("%r is already bound" % (value,))
            return
    except TypeError:
        for item in table:
            if item == value:
                if item is not value:
                    raise ValueError("%r is already bound" % (value,))
                return
    try:
        table.setdefault(value, len(log))
    except TypeError:
        log.append(value)
    return log


PAIRS = [("a", 1), ("b", [2]), ("c", 3)]


def add_alias_case(value):
    try:
        return add_value_alias({1: 0, "x": 1}, value, [])
    except ValueError as e:
        return str(e)


def checks():
    return {
        "nested_fall_off": [nested_fall_off({1: "x"}, k) for k in (1, 2, [3])],
        "alias_or_new": [alias_or_new({1: "a"}, PAIRS, v) for v in (1, [2], [4], 5)],
        "alias_then_more": [alias_then_more({1: "a"}, PAIRS, v, []) for v in (1, [2], [4], 5)],
        "raise_in_nested": [raise_in_nested([], e) for e in (TypeError(), KeyError())],
        "two_clauses_nested": [two_clauses_nested([], e) for e in (TypeError(), ValueError(), KeyError())],
        "return_from_clause_loop": [return_from_clause_loop([1, -2], v, []) for v in (1, 2, 3)],
        "add_value_alias": [add_alias_case(v) for v in (1, 2, [3], "x")],
        "scan_in_clause_loop": scan_in_clause_loop([{1: "x"}, [1, 2], [3], {}], 1),
    }
