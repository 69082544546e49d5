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


PAIRS = [("a", 1), ("b", [2]), ("c", 3)]


def checks():
    return {
        "nested_fall_off": [nested_fall_off({1: "x"}, k) for k in (1, 2, [3])],
        "alias_or_new": [alias_or_new({1: "a"}, PAIRS, v) for v in (1, [2], [4], 5)],
        "alias_then_more": [alias_then_more({1: "a"}, PAIRS, v, []) for v in (1, [2], [4], 5)],
        "raise_in_nested": [raise_in_nested([], e) for e in (TypeError(), KeyError())],
        "two_clauses_nested": [two_clauses_nested([], e) for e in (TypeError(), ValueError(), KeyError())],
        "scan_in_clause_loop": scan_in_clause_loop([{1: "x"}, [1, 2], [3], {}], 1),
    }
