# glassbox-corpus: min-python=3.8
"""Ends of except clauses: a while loop whose body ends in a try statement, one clause
falling off its end into the loop's bottom test while another breaks out of the loop; a
try statement ending a loop's body whose body or clause ends with `continue` (3.8/3.9 keep
the code after a written one, dead)."""


def drain_until_error(items, log):
    while len(items) >= 2:
        try:
            log.append(10 // items.pop())
        except ZeroDivisionError:
            items.pop()
        except IndexError:
            break
    for item in items:
        log.append(("left", item))
    return log


def drain_truthy(items, log):
    while items:
        try:
            log.append(int(items.pop()))
        except ValueError:
            log.append("skip")
        except TypeError:
            break
    return log


def drain_with_branches(items, log):
    while items:
        try:
            log.append(10 // items.pop())
        except ZeroDivisionError:
            if len(items) > 3:
                log.append("many")
            else:
                log.append("few")
        except TypeError:
            break
    log.append("done")
    return log


def retry_named(values, log):
    last = None
    for value in values:
        try:
            return 10 // value
        except ZeroDivisionError as error:
            last = type(error).__name__
            continue
    log.append(last)
    return log


def checks():
    return {
        "drain_until_error": [
            drain_until_error([1, 0, 3, 5], []),
            drain_until_error([2, 0], []),
            drain_until_error([4], []),
        ],
        "drain_truthy": [
            drain_truthy(["1", "x", "3"], []),
            drain_truthy(["2", None, "4"], []),
            drain_truthy([], []),
        ],
        "drain_with_branches": [
            drain_with_branches([1, 0, 2, 0, 0, 3, 0], []),
            drain_with_branches([None, 0, 5], []),
        ],
        "retry_named": [retry_named([0, 0, 5], []), retry_named([0, 0], [])],
    }
