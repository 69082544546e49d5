# glassbox-corpus: min-python=3.11
"""A for loop with an else clause whose only break is in an except clause, with code after the
loop: 3.11+ reaches the clause only by the exception, so the post-dominators saw no break and
took the else clause for the code after the loop (test_grp.test_errors, test_pwd). (3.8-3.10
fall back on these for another cause.)"""


def first_missing(keys, table, log):
    for key in keys:
        try:
            table[key]
        except KeyError:
            log.append("missing " + str(key))
            break
    else:
        log.append("all present")
    log.append("after")
    return log


def two_searches(keys, table, log):
    for key in keys:
        try:
            table[key]
        except KeyError:
            break
    else:
        log.append("first: none")
    for key in keys:
        try:
            log.append(table[key] + 1)
        except KeyError:
            break
    else:
        log.append("second: none")
    return log


def checks():
    table = {1: 10, 2: 20}
    results = {
        "first_missing": [first_missing(keys, table, []) for keys in ([1, 2], [1, 3, 2], [])],
        "two_searches": [two_searches(keys, table, []) for keys in ([1, 2], [1, 3], [2, 5])],
    }
    return results
