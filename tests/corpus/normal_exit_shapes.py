# glassbox-corpus: min-python=3.8
"""With and try statements whose bodies never end normally: a `while True` loop that only
returns. Each return runs its own copy of the __exit__ calls, laid out where the code after
the statement would be (before the loop's back jump, or, 3.14+, after it), next to bodies
that do end normally after a loop, whose except clause jumps back (3.12+ laid out after the
statement's exit), and module code whose try body leaves such a loop by `break`."""


class Reader:
    def __init__(self, name, chunks, log):
        self.name = name
        self.chunks = list(chunks)
        self.log = log

    def __enter__(self):
        self.log.append("open " + self.name)
        return self

    def __exit__(self, *exc):
        self.log.append("close " + self.name)
        return False

    def read(self):
        return self.chunks.pop(0) if self.chunks else ""


def same_contents(first, second, log):
    # `with a, b: while True: ... return <constant>`: two copies of both __exit__ calls.
    with Reader("a", first, log) as a, Reader("b", second, log) as b:
        while True:
            x = a.read()
            y = b.read()
            if x != y:
                return False
            if not x:
                return True


def first_long(chunks, log):
    with Reader("r", chunks, log) as r:
        while True:
            x = r.read()
            if not x:
                return 0
            if len(x) > 2:
                return len(x)


def count_until(chunks, log):
    # A `continue` and a value computed before the returns.
    with Reader("r", chunks, log) as r:
        while True:
            x = r.read()
            if x == "-":
                continue
            log.append(x)
            if not x:
                return "end"
            if len(log) > 5:
                return "many"


def first_true(chunks, log):
    # A value's return, then a constant's as the loop's last statement.
    with Reader("r", chunks, log) as r:
        while True:
            x = r.read()
            if x.isdigit():
                return x
            if not x:
                return 0


def read_number(chunks, log):
    # The loop's try statement returns from its except clause.
    with Reader("r", chunks, log) as r:
        while True:
            try:
                x = int(r.read())
            except ValueError:
                return -1
            if x > 1:
                return 1


def total_of(chunks, log):
    # A body that ends normally after its loop; the except clause jumps back to the loop.
    with Reader("r", chunks, log) as r:
        total = 0
        for x in r.chunks:
            try:
                total += int(x)
            except ValueError:
                log.append("skip " + x)
    return total


def checks():
    results = {}
    for first, second in ((["ab", "c"], ["ab", "c"]), (["ab"], ["ab", "d"]), ([], []), (["x"], ["y"])):
        log = []
        results["same|%s|%s" % ("".join(first), "".join(second))] = [same_contents(first, second, log), log]
    for name, function in (("first_long", first_long), ("count_until", count_until), ("first_true", first_true),
                           ("read_number", read_number), ("total_of", total_of)):
        for chunks in ([], ["a", "bcd"], ["-", "ab", "1", "3"], ["1", "2", "x", "5"], ["-", "-", "a"] * 3):
            log = []
            results["%s|%s" % (name, ",".join(chunks))] = [function(list(chunks), log), log]
    results["module_loop"] = [taken, pending]
    return results


# Module code: the `break` out of a `while True` loop in a try body runs into a copy of the
# module's implicit return (3.10+), laid out before the loop's back jump like a return's
# copy of a with's __exit__ calls; module code has no return to print there.
pending = [3, 2, 0, 5]
taken = []
try:
    while True:
        item = pending.pop(0)
        if not item:
            break
        taken.append(item)
except IndexError:
    taken.append(-1)
