# glassbox-corpus: min-python=3.8
"""while and for, with else, break and continue at every depth, nested loops,
return from inside loops, and every kind of loop target."""


def simple_while(n):
    total = 0
    i = 0
    while i < n:
        total += i
        i += 1
    return total


def while_else(values, wanted):
    i = 0
    while i < len(values):
        if values[i] == wanted:
            found = i
            break
        i += 1
    else:
        found = -1
    return found


def while_true_break(n):
    steps = 0
    while True:
        steps += 1
        if steps * steps > n:
            break
    return steps


def while_continue(n):
    out = []
    i = 0
    while i < n:
        i += 1
        if i % 3 == 0:
            continue
        out.append(i)
    return out


def for_else(values, wanted):
    for index, value in enumerate(values):
        if value == wanted:
            result = index
            break
    else:
        result = None
    return result


def for_else_no_break(values):
    seen = []
    for value in values:
        if value < 0:
            continue
        seen.append(value)
    else:
        seen.append("done")
    return seen


def nested_break_continue(grid):
    log = []
    for row_index, row in enumerate(grid):
        if not row:
            log.append("empty")
            continue
        for value in row:
            if value < 0:
                log.append("skip")
                continue
            if value == 0:
                log.append("stop-row")
                break
            if value > 100:
                log.append("stop-all")
                return log
            log.append(value)
        else:
            log.append("row-done")
    else:
        log.append("grid-done")
    return log


def triple_nested(n):
    found = []
    for i in range(n):
        for j in range(n):
            k = 0
            while k < n:
                k += 1
                if (i + j + k) % 4 == 0:
                    continue
                if k > j:
                    break
                found.append((i, j, k))
            else:
                found.append("w")
            if j > i:
                break
    return found


def return_inside_loops(n):
    i = 0
    while True:
        for j in range(i):
            if i * j == n:
                return [i, j]
        i += 1
        if i > n + 1:
            return None


def loop_targets():
    pairs = [(1, "a"), (2, "b")]
    out = []
    for number, letter in pairs:
        out.append(letter * number)
    for (a, b), c in [((1, 2), 3), ((4, 5), 6)]:
        out.append(a + b + c)
    for first, *rest in ["abc", "de"]:
        out.append([first, rest])
    for *init, last in [[1, 2, 3], [4]]:
        out.append([init, last])
    holder = type("Holder", (), {})()
    for holder.attr in range(3):
        pass
    out.append(holder.attr)
    table = {}
    for table["key"] in "xyz":
        pass
    out.append(table)
    items = [0, 0]
    for items[1] in (7, 8):
        pass
    out.append(items)
    for _ in range(2):
        out.append("_")
    return out


def loop_variable_after_loop(n):
    for i in range(n):
        pass
    try:
        return i
    except NameError:
        return "unbound"


def iterate_kinds():
    out = []
    for key in {"b": 1, "a": 2}:
        out.append(key)
    for key, value in sorted({"b": 1, "a": 2}.items()):
        out.append(key + str(value))
    for x, y in zip("ab", range(5)):
        out.append(x * y)
    for ch in "hi":
        out.append(ch.upper())
    for value in reversed(range(3)):
        out.append(value)
    for item in iter([10, 20]):
        out.append(item // 10)
    return out


def loop_with_else_and_return(values):
    for v in values:
        if v == "r":
            return "returned"
        if v == "b":
            break
    else:
        return "exhausted"
    return "broke"


def countdown_while_else(n):
    log = []
    while n > 0:
        n -= 1
        if n == 2:
            continue
        log.append(n)
    else:
        log.append("else")
    return log


def accumulate_nested(rows):
    totals = []
    for row in rows:
        acc = 0
        for cell in row:
            acc += cell
            if acc > 10:
                acc = 10
                break
        totals.append(acc)
    return totals


def modify_during_loop():
    items = [1, 2, 3]
    out = []
    for item in items:
        if item < 3:
            items.append(item + 10)
        out.append(item)
    return out


def read_until_empty(chunks):
    feed = iter(chunks)
    out = []
    while True:
        chunk = next(feed, "")
        if not chunk:
            break
        out.append(chunk)
    while 1:
        extra = next(feed, None)
        if extra is None:
            break
        out.append(extra)
    return out


class LineReader:
    def __init__(self, lines):
        self.lines = list(lines)
        self.count = 0
        self.done = 0
        self.seen = []

    def drain(self):
        while 1:
            line = self.lines.pop(0) if self.lines else ""
            self.count += len(line)
            if not line:
                self.done = -1
                break
            self.seen.append(line)


def drain_lines(lines):
    reader = LineReader(lines)
    reader.drain()
    return [reader.count, reader.done, reader.seen]


def checks():
    return {
        "while": [simple_while(n) for n in (0, 1, 10)],
        "drain_lines": [drain_lines(c) for c in ([], ["ab", "c"])],
        "read_until_empty": [read_until_empty(c) for c in ([], ["a", "b", "", "c"])],
        "while_else": [while_else([3, 1, 4], w) for w in (1, 9)],
        "while_true": [while_true_break(n) for n in (0, 5, 50)],
        "while_continue": while_continue(10),
        "for_else": [for_else("abc", w) for w in ("c", "z")],
        "for_else_no_break": for_else_no_break([1, -1, 2]),
        "nested": [nested_break_continue(g) for g in ([[1, 2], [], [3, -1, 0, 4]], [[5, 200, 6], [7]], [[1]])],
        "triple": triple_nested(3),
        "return_inside": [return_inside_loops(n) for n in (0, 6, 7)],
        "targets": loop_targets(),
        "after_loop": [loop_variable_after_loop(n) for n in (0, 3)],
        "kinds": iterate_kinds(),
        "else_return": [loop_with_else_and_return(v) for v in ("xr", "xb", "xx")],
        "countdown": [countdown_while_else(n) for n in (0, 4)],
        "accumulate": accumulate_nested([[1, 2], [5, 6, 7], []]),
        "modify": modify_during_loop(),
    }
