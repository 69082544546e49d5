# glassbox-corpus: min-python=3.8
"""Control flow that is hard to structure: statements nested inside each
other in many orders, exits that cross several blocks at once, conditions
mixing short-circuit operators with loops, and empty or degenerate blocks."""


def loop_in_try_in_loop(rows):
    log = []
    for row in rows:
        try:
            for cell in row:
                if cell is None:
                    break
                if cell < 0:
                    continue
                if cell == 99:
                    raise ValueError()
                log.append(cell)
            else:
                log.append("row complete")
        except ValueError:
            log.append("error row")
            continue
        finally:
            log.append("|")
        if len(log) > 12:
            break
    return log


def with_in_loop_in_with(log, items):
    class Manager:
        def __init__(self, name):
            self.name = name

        def __enter__(self):
            log.append("+" + self.name)

        def __exit__(self, *exc):
            log.append("-" + self.name)

    with Manager("outer"):
        for item in items:
            with Manager(str(item)):
                if item == 2:
                    continue
                if item == 4:
                    break
                log.append(item)
    return log


def return_from_deep(grid, target):
    for i, row in enumerate(grid):
        while row:
            try:
                head = row[0]
                if head == target:
                    return ["found", i]
            finally:
                row = row[1:]
    return ["missing"]


def conditions_in_loops(limit):
    out = []
    i = 0
    while i < limit and (i % 7 != 6 or not out):
        if i % 2 == 0 and i % 3 == 0:
            out.append("six")
        elif i % 2 == 0 or i % 5 == 0:
            out.append("two-or-five")
        elif not (i % 3):
            out.append("three")
        else:
            pass
        i += 1
    return [out, i]


def else_chains(values):
    log = []
    for v in values:
        if v > 0:
            if v > 10:
                if v > 100:
                    log.append("huge")
                else:
                    log.append("big")
            elif v > 5:
                log.append("medium")
            else:
                log.append("small")
        elif v == 0:
            log.append("zero")
        else:
            for _ in range(-v):
                log.append("neg")
            else:
                log.append("done")
    return log


def degenerate_blocks(n):
    for _ in range(n):
        pass
    while n > 100:
        pass
    if n:
        pass
    else:
        pass
    try:
        pass
    finally:
        pass
    for _ in range(n):
        continue
    for _ in range(n):
        break
    while True:
        break
    return n


def infinite_loop_with_returns(values):
    index = 0
    while 1:
        if index >= len(values):
            return "end"
        value = values[index]
        index += 1
        if value == "r":
            return "returned at %d" % index
        if value == "s":
            continue


def flag_driven_state_machine(text):
    state = "start"
    count = 0
    for char in text:
        if state == "start":
            state = "word" if char.isalpha() else "start"
        elif state == "word":
            if not char.isalpha():
                count += 1
                state = "start"
        if char == "!":
            break
    else:
        if state == "word":
            count += 1
    return count


def nested_functions_with_flow(n):
    def classify(k):
        while True:
            if k < 0:
                return "neg"
            for d in (2, 3):
                if k % d == 0:
                    return "div" + str(d)
            break
        return "other"

    return [classify(k) for k in range(-1, n)]


def try_everywhere(kind):
    log = []
    try:
        log.append("a")
        try:
            if kind == 1:
                return log + ["early"]
            if kind == 2:
                raise KeyError()
        except KeyError:
            log.append("inner except")
            if kind == 2:
                raise ValueError()
        else:
            log.append("inner else")
        finally:
            log.append("inner finally")
    except ValueError:
        log.append("outer except")
    finally:
        log.append("outer finally")
    return log


def break_out_of_while_else(items):
    i = 0
    while i < len(items):
        if items[i] == "x":
            result = "broke"
            break
        i += 1
    else:
        result = "exhausted"
        if not items:
            result = "empty"
    return [result, i]


def conditional_expression_in_flow(values):
    return [v if v > 0 else (0 if v == 0 else -v) for v in values if (v or True)]


def checks():
    return {
        "loop_try_loop": loop_in_try_in_loop([[1, -1, 2], [3, None, 4], [5, 99, 6], [7, 8], [9, 10, 11, 12, 13]]),
        "with_loop": with_in_loop_in_with([], [1, 2, 3, 4, 5]),
        "deep_return": [return_from_deep([[1, 2], [3, 4]], t) for t in (4, 7)],
        "conditions": [conditions_in_loops(n) for n in (0, 10, 20)],
        "else_chains": else_chains([500, 50, 7, 2, 0, -2]),
        "degenerate": [degenerate_blocks(n) for n in (0, 3)],
        "infinite": [infinite_loop_with_returns(v) for v in ("abc", "asr", "")],
        "state_machine": [flag_driven_state_machine(t) for t in ("hi there", "one two! three", "a b c")],
        "nested_functions": nested_functions_with_flow(7),
        "try_everywhere": [try_everywhere(k) for k in (0, 1, 2)],
        "while_else": [break_out_of_while_else(v) for v in ("abx", "ab", "")],
        "conditional": conditional_expression_in_flow([3, 0, -2]),
    }
