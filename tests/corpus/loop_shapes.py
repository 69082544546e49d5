# glassbox-corpus: min-python=3.8
"""Loop shapes found by the program fuzzer: `while not x` (3.10+ tests `x` at the top and at the
bottom, jumping back when it fails), with a body of one call or of `pass`, at the end of a
function (where the compiler copies the return after the loop); a return from three nested
for loops (urllib.request's find_user_password), which drops each iterator from under its
value; two `break`s of one for loop on lines of their own (POP_TOP and a jump each, once
taken for one block and its compiler copy: xml.dom.minidom's getElementById); for-else whose
else clause leaves (`else: raise`), so that only the breaks reach the code after the loop
(3.10+ copies that code into each break and drops it), and a for loop that never goes round;
the way out of two loops (`for-else: continue` then `break`), whose inner break only the
code after the inner loop follows; an explicit `continue` followed by `if not c: call()` ending
the body (the body's jump back, or 3.12+'s jump back after the test, is no copy of that
continue: torch's validate_grad_inputs_dict)."""


class Countdown:
    def __init__(self, n):
        self.n = n

    def done(self):
        self.n -= 1
        return self.n <= 0


def while_not_call(counter, log):
    while not counter.done():
        log.append(counter.n)
    return log


def while_not_pass(counter):
    while not counter.done():
        pass


def while_not_then_code(counter, log):
    while not counter.done():
        pass
    log.append("after")
    return log


def while_not_name(items):
    empty = not items
    total = 0
    while not empty:
        total += items.pop()
        empty = not items
    return total


def find_in_three(domains, wanted):
    for default_port in True, False:
        for uris, info in domains.items():
            for uri in uris:
                if uri == wanted and default_port:
                    return info
    return None, None


def two_breaks(values):
    count = 0
    for v in values:
        if v > 10:
            break
        if v < 0:
            count -= 1
        elif v == 0:
            break
        count += v
    return count


def first_big(items):
    for x in items:
        if x > 1:
            break
    else:
        raise ValueError(items)
    return x


def first_big_or_none(items):
    for x in items:
        if x > 1:
            break
    else:
        return None
    return x * 10


def first_item(items, log):
    for x in items:
        log.append(x)
        break
    else:
        return None
    return x


def search(grid, target):
    for row in grid:
        for cell in row:
            if cell == target:
                break
        else:
            continue
        break
    else:
        return None
    return row, cell


def checked(values, kind, log):
    for v in values:
        if v is None:
            continue
        if not isinstance(v, kind):
            log.append(v)
    return log


def safe(f, *args):
    try:
        return f(*args)
    except ValueError as e:
        return "ValueError" + str(e)


def spins_if(flag):
    # `if c: while True: pass`: the loop is its lone jump back, which the test falls into; no
    # bottom test (read as one, it printed `while c:`)
    if flag:
        while True:
            pass
    return "no spin"


def checks():
    counter = Countdown(3)
    while_not_pass(counter)
    return {
        "while_not_call": while_not_call(Countdown(4), []),
        "spins_if": spins_if(False),
        "while_not_pass": counter.n,
        "while_not_then_code": while_not_then_code(Countdown(2), []),
        "while_not_name": while_not_name([1, 2, 3]),
        "two_breaks": [two_breaks(v) for v in ([1, -2, 3], [4, 11, 5], [2, 0, 9])],
        "for_else_raise": [safe(first_big, v) for v in ([0, 2, 3], [1], [])],
        "for_else_return": [first_big_or_none(v) for v in ([0, 2, 3], [1])],
        "first_item": [first_item(v, []) for v in ([5, 6], [])],
        "search": [search([[1, 2], [3, 4]], t) for t in (3, 5)],
        "checked": checked([1, None, "a", 2.5, 3], int, []),
        "three_loops": [find_in_three({("a", "b"): 1, ("c",): 2}, w) for w in "cbz"],
    }
