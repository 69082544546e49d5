# glassbox-corpus: min-python=3.8
"""Loop bodies that end in an explicit `continue` (≤3.9 keep the loop's own jump back after
it, dead), and and/or values whose left operand is itself a parenthesized and/or of the same
kind (3.12+ jump from its operands to the outer test, not past it)."""


def skip_all(items, log):
    for item in items:
        log.append(item)
        continue


def skip_odd(items, log):
    for item in items:
        if item % 2:
            log.append(item)
            continue


def skip_odd_else(items, log):
    for item in items:
        if item % 2:
            continue
        else:
            log.append(item)


def count_down(n, log):
    while n > 0:
        n -= 1
        log.append(n)
        continue
    return n


def nested_skip(rows, log):
    for row in rows:
        for cell in row:
            if cell:
                log.append(cell)
                continue
        log.append("row")


def left_nested_and(a, b, c, d):
    return (a and b and c) and d


def left_nested_or(a, b, c, d):
    return (a or b or c) or d


def both_nested(a, b, c, d):
    return (a or b) and (c or d), (a and b) or (c and d), a or (b or c) or d


def left_nested_in_call(a, b, c):
    return str((a and b) and c), [(a or b) or c]


def halve_until(n, log):
    while n > 1:
        n = n // 2 if n % 2 == 0 else n - 1
    log.append(n)
    return n


def pick_each(items, flag, log):
    i = 0
    while i < len(items):
        i += 1
        log.append(items[i - 1] if flag else -i)
    return i


def store_last(values):
    out = {}
    k = 0
    while k < len(values):
        k += 1
        out[str(k)] = values[k - 1] or "empty"
    else:
        out["done"] = k
    return out


def take_once(queue, log):
    while queue:
        log.append(queue.pop())
        break
    return len(queue)


def drain_rows(rows, log):
    for row in rows:
        while row:
            log.append(row.pop())
            break
    return rows


def check_head(items):
    while items:
        if items[0]:
            return items[0]
        raise LookupError("empty head")
    return None


def shrink_while(x, accept, log):
    while x:
        if accept(x):
            x -= 1
        else:
            break
    else:
        log.append(("exhausted", x))
    return x


def guarded_countdown(x, strict, log):
    while x:
        x -= 1
        if strict:
            if x > 3:
                raise ValueError(x)
        elif x:
            log.append(x)
    return x


def skip_or_log(x, log):
    while x:
        x -= 1
        if x % 3 == 0:
            log.append(x)
        elif x % 3 == 1:
            continue


def step_between(i, n):
    while 0 < i < n:
        i = i + 1 if i % 2 else i + 2
    return i


def settle(i, n):
    while i > 0:
        while 0 < i < n:
            i = i - 1 or -1
        i -= 3
    return i


def catch(function, *args):
    try:
        return function(*args)
    except (LookupError, ValueError) as error:
        return type(error).__name__


def checks():
    log = []
    skip_all([1, 2, 3], log)
    skip_odd([1, 2, 3, 4, 5], log)
    skip_odd_else([1, 2, 3, 4], log)
    counted = count_down(3, log)
    nested_skip([[0, 1], [], [2, 0, 3]], log)
    halved = [halve_until(n, log) for n in (0, 1, 7, 16)]
    picked = [pick_each([5, 6], flag, log) for flag in (True, False)]
    values = [0, 1, "", "s", None]
    return {
        "log": log,
        "counted": counted,
        "take_once": [take_once([1, 2], log), take_once([], log)],
        "drain_rows": drain_rows([[1, 2], [], [3]], log),
        "shrink_while": [shrink_while(n, lambda v: v != 2, log) for n in (0, 1, 4)],
        "guarded_countdown": [catch(guarded_countdown, n, s, log) for n in (2, 5) for s in (True, False)],
        "skip_or_log": [skip_or_log(7, log), log[-3:]],
        "step_between": [step_between(i, 9) for i in (0, 1, 2, 8)],
        "settle": [settle(i, 20) for i in (0, 1, 5, 25)],
        "check_head": [catch(check_head, v) for v in ([], [0], [3, 0])],
        "halved": halved,
        "picked": picked,
        "store_last": store_last([0, 3, ""]),
        "left_nested_and": [left_nested_and(a, b, c, d) for a in values[:2] for b in values[:3]
                            for c in values[1:4] for d in values[2:]],
        "left_nested_or": [left_nested_or(a, b, c, d) for a in values[:2] for b in values[:3]
                           for c in values[1:4] for d in values[2:]],
        "both_nested": [both_nested(a, b, c, d) for a in values[:2] for b in values[:2]
                        for c in values[1:3] for d in values[3:]],
        "left_nested_in_call": [left_nested_in_call(a, b, c) for a in values for b in values[:2]
                                for c in values[3:]],
    }
