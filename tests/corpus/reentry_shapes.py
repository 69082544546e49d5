# glassbox-corpus: min-python=3.8
"""Shapes whose join the structurer once missed, so that it reached code it had already
decompiled (a try statement after the join, walked twice): an elif chain whose nested else
and own else both `return None` (each taken for the other's copy); two returns out of a try
whose finally body is an `if` (each return runs its own copy of the test and its sides, which
`canonical` took for one another's); an if whose body is a try/except/finally with a try
statement inside the except clause (its end jumps to the outer clause's end, no join of the
if's); a chained comparison ending an if body, whose true side is read through the body's
jump over the else (the join); `if (a or b) if c else d:`, whose or reaches the body through
the jump over d; an except clause whose nested clause and own if both `return None` (3.11+:
each a POP_EXCEPT and the return, taken for one another's copy). Patterns from the standard library (email._parseaddr,
xml.etree.ElementTree, unittest.suite, ipaddress)."""


def parse_clock(parts, year):
    # `a = 3` jumps past both `return None`s to the try after the chain.
    if len(parts) == 2:
        hours = 1
    elif len(parts) == 3:
        hours = 2
    elif len(parts) == 1 and "." in parts[0]:
        if parts[0].count(".") == 1:
            hours = 3
        elif parts[0].count(".") == 2:
            hours = 4
        else:
            return None
    else:
        return None
    try:
        year = int(year)
    except ValueError:
        return None
    return [year, hours]


class Reader:
    def __init__(self, chunks):
        self.chunks = list(chunks)
        self.closed = 0

    def read(self):
        return self.chunks.pop(0) if self.chunks else ""

    def close(self):
        self.closed += 1


def read_all(source, whole=None, log=None):
    # Each return copies `if opened: source.close()` and its return into each side.
    opened = False
    if not isinstance(source, Reader):
        source = Reader(source)
        opened = True
    try:
        if whole is None:
            whole = len(source.chunks) == 1
            if whole:
                log.append("whole")
                return source.read()
        text = ""
        while data := source.read():
            text += data
        log.append(len(text))
        return text
    finally:
        if opened:
            source.close()
            log.append("closed")


class Box:
    __slots__ = ("failed",)


def set_up(setup, target, log):
    # The inner clause's end jumps to the outer clause's POP_EXCEPT, past the if's false side.
    if setup is not None:
        try:
            try:
                setup()
            except Exception as e:
                log.append(type(e).__name__)
                try:
                    target.failed = True
                except AttributeError:
                    log.append("no slot")
        finally:
            log.append("restored")
    return log


def accept_all(attempts, log):
    # (beside it, an if ending an `except ... as` clause, whose body jumps to the clause's end,
    # outside the handler that cleans up the name: that is the code after the if)
    for code in attempts:
        try:
            if code:
                raise OSError(code, "failed")
        except OSError as exc:
            if exc.errno in (1, 2):
                log.append(exc.errno)
            else:
                raise
        else:
            log.append("ok")
    return log


def relative(parts, root, drive, base):
    # ≤3.10: b's true side is the JUMP over `parts[:n] != base` (3.10: a's too).
    n = len(base)
    if (root or drive) if n == 0 else parts[:n] != base:
        try:
            raise ValueError(n)
        except ValueError as e:
            return ["not under", e.args[0]]
    return parts[n:]


def month_number(mon, names):
    try:
        mon = names.index(mon.lower()) + 1
    except ValueError:
        try:
            number = int(mon)
        except ValueError:
            return None
        if 1 <= number <= 12:
            mon = number
        else:
            return None
    return mon


def newer_sources(sources, missing):
    # (and an empty body's jump after a test, `if m == 'error': pass / elif ...`: no `or`)
    kept = []
    for source in sources:
        if not source.startswith("+"):
            if missing == "error":
                pass
            elif missing == "ignore":
                continue
            elif missing == "newer":
                return ["newer"]
        kept.append(source)
    return kept


def netmask(cache, arg, top=32):
    # `not (0 <= n <= top)` jumps, when the chain holds, to the jump over the else.
    if arg not in cache:
        if isinstance(arg, int):
            n = arg
            if not (0 <= n <= top):
                cache["bad"] = n
        else:
            try:
                n = int(arg)
            except ValueError:
                n = len(arg)
        cache[arg] = n
    return cache[arg]


def checks():
    clocks = [parse_clock(p, y) for p, y in [
        (["1", "2"], "7"), (["1", "2", "3"], "x"), (["1.2"], "9"), (["1.2.3"], "10"),
        (["1"], "3"), (["1.2.3.4"], "3"), ([], "3"), (["1", "2", "3", "4"], "1")]]
    reads = []
    for source, whole in [(["ab"], None), (["a", "b"], None), (Reader(["x", "y"]), True), (Reader(["z"]), None)]:
        log = []
        reads.append([read_all(source, whole, log), log])
    setups = [set_up(s, t, []) for s, t in [(None, Box()), (list, Box()), ({}.popitem, Box()), ({}.popitem, 3)]]
    relatives = [relative(p, r, d, b) for p, r, d, b in [(["a", "b"], "", "", []), (["a"], "/", "", []),
                                                        (["a"], "", "c:", []), (["a", "b"], "", "", ["a"]),
                                                        (["a", "b"], "", "", ["b"])]]
    months = [month_number(m, ["jan", "feb"]) for m in ("Feb", "3", "13", "x", "jan")]
    sources = [newer_sources(["+a", "b"], m) for m in ("error", "ignore", "newer", "other")]
    accepted = []
    for attempts in ([0, 1, 2], [2, 3, 0]):
        try:
            accepted.append(accept_all(attempts, []))
        except OSError as exc:
            accepted.append(exc.errno)
    cache = {}
    masks = [netmask(cache, a) for a in (8, 40, "24", "abc", 8, -1)]
    return {"clocks": clocks, "reads": reads, "setups": setups, "masks": [masks, sorted(map(str, cache.items()))],
            "accepted": accepted, "relatives": relatives, "months": months,
            "sources": sources}
