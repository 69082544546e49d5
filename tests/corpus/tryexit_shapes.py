# glassbox-corpus: min-python=3.8
"""Returns, breaks and continues leaving try and with statements, and the normal exits of
those statements, in the layouts the compilers give them (3.11+ lay the code after a
`while True` loop out where the try body's `break` runs into it)."""


class Failing(Exception):
    pass


class Skipped(Exception):
    pass


def read_next(source, log):
    # `while True: try: x = f() / except E: if c: continue` then `break`: the clause that
    # falls off jumps to the break, the code after the loop.
    while True:
        try:
            item = source.pop()
        except Skipped as error:
            log.append(str(error))
            if source:
                continue
        break
    if source:
        log.append("left")
    else:
        log.append("empty")
    return log


def pop_skipped(items):
    if items and items[-1] < 0:
        items.pop()
        raise Skipped("skip")
    return items.pop()


class Source:
    def __init__(self, items):
        self.items = list(items)

    def pop(self):
        return pop_skipped(self.items)

    def __bool__(self):
        return bool(self.items)


def wait_and_restore(waiters, waiter, got, log):
    # `try: ... return v finally: if not v: try: remove() except E: pass`: the return's copy
    # of the finally body ends in a try statement whose body and clause each return v.
    try:
        log.append("waiting")
        return got
    finally:
        log.append("restore")
        if not got:
            try:
                waiters.remove(waiter)
            except ValueError:
                log.append("gone")


def remove_then_return(box, key):
    try:
        return box.get(key, "none")
    finally:
        try:
            del box[key]
        except KeyError:
            pass


def read_into(reader, size, log):
    # Two `return`s in a try body: each runs its copy of `if n > -1: ...` with the return
    # copied into both sides of the test (3.10+), the second copy's return the same code
    # as the first's.
    n = -1
    data = None
    try:
        if reader:
            n = reader.pop()
            if n == 0:
                return
            data = n * 2
        else:
            log.append("empty")
        if size > 3:
            return
        log.append("read")
    except IndexError as error:
        log.append(type(error).__name__)
    else:
        log.append("else")
    finally:
        if n > -1:
            log.append(data)
    return log


class Lock:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


def drain(queue, cancel, wait, log):
    # `while True: try: x = q.pop() / except E: break` in an if inside a with: the clause's
    # break (laid out after the loop, 3.11+) jumps to the code after the if.
    with Lock(log):
        if cancel:
            while True:
                try:
                    item = queue.pop()
                except IndexError:
                    break
                if item is not None:
                    log.append(item)
        log.append("put")
    if wait:
        log.append("join")
    return log


def walk_entries(stacks, log):
    # os.walk's scandir loop: `while True: try: try: x = next(it) / except StopIteration:
    # break / except OSError: flag = True; break` in a with inside a loop; 3.12+ split the
    # inner clause's POP_EXCEPT from its jump where the exception table's entries meet.
    while stacks:
        entries = stacks.pop()
        stop = False
        with Lock(log):
            it = iter(entries)
            while True:
                try:
                    try:
                        entry = next(it)
                        if entry is None:
                            raise OSError("bad")
                    except StopIteration:
                        break
                except OSError as error:
                    log.append(type(error).__name__)
                    stop = True
                    break
                log.append(entry)
        if stop:
            continue
        log.append("done")
    return log


def wait_for_exit(counts, log):
    # A generator's finally body `for ...: if c: break / else: raise`: in its normal copy
    # the break drops the iterator and runs the implicit `return None` (3.10+).
    try:
        yield "body"
    finally:
        for count in counts:
            log.append(count)
            if count > 2:
                break
        else:
            raise AssertionError("never exited")


def run_waiting(counts):
    log = []
    try:
        values = list(wait_for_exit(counts, log))
    except AssertionError as error:
        values = [str(error)]
    return [values, log]


def checks():
    results = {}
    results["read_next"] = [read_next(Source(items), []) for items in ([1], [1, 2], [-1], [2, -1], [3, -1, -1])]
    for waiters, got in (([1, 2], True), ([1, 2], False), ([2], False)):
        log = []
        results["wait_%s_%s" % (len(waiters), got)] = [wait_and_restore(waiters, 1, got, log), log, waiters]
    box = {"a": 1}
    results["remove_then_return"] = [remove_then_return(box, "a"), remove_then_return(box, "a"), box]
    results["read_into"] = [read_into(reader, size, []) for reader in ([], [0], [4]) for size in (1, 5)]
    results["drain"] = [drain([1, None, 2], cancel, wait, []) for cancel in (False, True) for wait in (False, True)]
    results["walk_entries"] = walk_entries([[1, 2], [3, None, 4], []], [])
    results["wait_for_exit"] = [run_waiting(counts) for counts in ([], [1, 3, 5], [1, 2])]
    return results
