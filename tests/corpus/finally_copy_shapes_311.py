# glassbox-corpus: min-python=3.11
"""A try/except/else/finally in a loop whose else clause breaks: the break runs its own copy
of the finally body, laid out right after the try body, before the normal exit (where the
clauses go on after their POP_EXCEPT). (The block-stack versions lay it out otherwise.)"""


def checked(fail):
    if fail:
        raise ValueError("failed")
    return "body"


def else_break_then_return(items, log):
    for item in items:
        try:
            checked(item < 0)
        except ValueError:
            log.append("negative")
        else:
            break
        finally:
            log.append(item)
    return len(log)


def else_break_then_code(items, log):
    for item in items:
        try:
            checked(item < 0)
        except ValueError:
            log.append("negative")
        else:
            log.append("else")
            break
        finally:
            log.append(item)
    log.append("after")
    return log


def checks():
    results = {}
    for items in ([-1, 2, 3], [-1], []):
        log = []
        results["then_return" + str(len(items))] = [else_break_then_return(items, log), log]
        results["then_code" + str(len(items))] = else_break_then_code(items, [])
    return results
