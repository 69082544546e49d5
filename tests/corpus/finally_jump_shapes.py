# glassbox-corpus: min-python=3.8
# break, continue and return crossing finally bodies and except clauses inside loops: a
# finally body that breaks after a try body that passes, continues or raises (3.8 keeps the
# loop's jump back only as dead code), a finally body that breaks or continues under a
# return pending in the try body (in while and for loops, nested), a try body that only
# continues (the except clause running into the loop's test), a bare except clause ending a
# retry loop, a return from a for loop through a finally body that tests.


def stop_after_pass(limit):
    n = 0
    while n < limit:
        n += 1
        try:
            pass
        finally:
            break
    return n


def stop_after_continue(limit):
    n = 0
    while n < limit:
        n += 1
        try:
            continue
        finally:
            break
    return n


def stop_after_error(limit):
    n = 0
    while n < limit:
        n += 1
        try:
            n // 0
        finally:
            break
    return n


def first_after_pass(items):
    seen = None
    for seen in items:
        try:
            pass
        finally:
            break
    return seen


def first_after_continue(items):
    seen = None
    for seen in items:
        try:
            continue
        finally:
            break
    return seen


def first_after_error(items):
    seen = None
    for seen in items:
        try:
            len(seen) // 0
        finally:
            break
    return seen


def several_stopped_loops(log, items):
    n = 0
    while n < 3:
        n += 1
        try:
            pass
        finally:
            break
    log.append(n)
    n = 0
    while n < 3:
        n += 1
        try:
            continue
        finally:
            break
    log.append(n)
    n = 0
    while n < 3:
        n += 1
        try:
            n // 0
        finally:
            break
    log.append(n)
    for n in items:
        log.append(("for", n))
        try:
            pass
        finally:
            break
    for n in items:
        log.append(("again", n))
        try:
            continue
        finally:
            break
    log.append(n)
    return log


def pending_return_break_while(flag):
    for outer in (1, 2):
        inner = 0
        while inner < 30:
            inner += 10
            try:
                return outer * inner
            finally:
                if flag:
                    break
    return "done", outer, inner


def pending_return_break_for(flag):
    for outer in (1, 2):
        for inner in (5, 6):
            try:
                return outer + inner
            finally:
                if flag:
                    break
    return "done", outer, inner


def pending_return_continue_while(flag):
    n = 0
    while n < 5:
        n += 1
        try:
            return n * 2
        finally:
            if flag:
                continue
    return "done", n


def pending_return_continue_for(flag, items):
    last = None
    for last in items:
        try:
            return last
        finally:
            if flag:
                continue
    return "done", last


def continue_then_finally():
    state = ""
    while not state:
        state = "looping"
        try:
            continue
        finally:
            state = "finished"
    return state


def continue_then_clause():
    state = ""
    while not state:
        state = "looping"
        try:
            continue
        except:
            state = "caught"
    return state


def continue_over_dead_code():
    state = ""
    while not state:
        state = "looping"
        try:
            continue
            state = "unreachable"
        except:
            state = "caught"
    return state


def retry_bare(attempts):
    left = 3
    while left:
        try:
            return attempts.pop(0)()
        except:
            left = left - 1
    return "gave up"


def first_closed(values, log):
    for value in values:
        try:
            return value * 2
        finally:
            if log is not None:
                log.append(value)
    return None


def checks():
    out = []
    for limit in (0, 2):
        out.append([stop_after_pass(limit), stop_after_continue(limit), stop_after_error(limit)])
    for items in ([], ["ab", "c"]):
        out.append([first_after_pass(items), first_after_continue(items), first_after_error(items)])
    out.append(several_stopped_loops([], [7, 8]))
    for flag in (False, True):
        out.append([pending_return_break_while(flag), pending_return_break_for(flag),
                    pending_return_continue_while(flag), pending_return_continue_for(flag, [3, 4])])
    out.append([continue_then_finally(), continue_then_clause(), continue_over_dead_code()])

    def failing():
        raise ValueError("no")

    out.append([retry_bare([failing, lambda: "ok"]), retry_bare([failing, failing, failing])])
    log = []
    out.append([first_closed([4, 5], log), first_closed([], log), first_closed([6], None), log])
    return out
