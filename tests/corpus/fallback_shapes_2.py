# glassbox-corpus: min-python=3.8
"""More shapes of standard-library functions that came back as marked fallbacks:
a finally body testing `a and b` (tempfile._TemporaryFileCloser.close: the exceptional copy
reads as nested ifs, the normal copy as one test), and a for loop with a break inside an
if inside an except clause inside a loop (enum._simple_enum's convert_class: 3.13+ copy the
clause's end into the break), and an if whose try statement goes on only from its except
clause (enum.EnumType.__contains__ on 3.14)."""


class Closer:
    def __init__(self, log, delete, on_close, fail=False):
        self.log = log
        self.delete = delete
        self.delete_on_close = on_close
        self.fail = fail
        self.close_called = False

    def close_file(self):
        self.log.append("close")
        if self.fail:
            raise OSError("close failed")

    def cleanup(self):
        self.log.append("cleanup")

    def close(self):
        if not self.close_called:
            self.close_called = True
            try:
                self.close_file()
            finally:
                if self.delete and self.delete_on_close:
                    self.cleanup()


def run_closer(delete, on_close, fail):
    log = []
    c = Closer(log, delete, on_close, fail)
    try:
        c.close()
        c.close()
    except OSError as e:
        log.append(str(e))
    return log


def find_aliases(attrs, table, members, log):
    for name, value in attrs:
        try:
            contained = table.get(value)
        except TypeError:
            contained = None
            if value in log:
                for m in members:
                    if m == value:
                        contained = m
                        break
        if contained is not None:
            log.append(("alias", name))
        else:
            log.append(("new", name))
    return log


def contains(table, value, flag):
    # enum.EnumType.__contains__ (3.14): the if's body goes on only from its except clause.
    if flag:
        try:
            result = table[value]
            return result is not None
        except (KeyError, TypeError):
            pass
    return value in table or value in flag


def probe_in_loop(tables, value):
    found = []
    for table in tables:
        if table:
            try:
                found.append(table[value])
                continue
            except LookupError:
                pass
        found.append(None)
    return found


def checks():
    return {
        "closer": [run_closer(d, o, f) for d in (False, True) for o in (False, True) for f in (False, True)],
        "contains": [contains(t, v, f) for t in ({1: None, 2: "b"}, {}) for v in (1, 2, 3) for f in ((), (3,))],
        "probe_in_loop": probe_in_loop([{1: "a"}, {}, {2: "b"}, [0, 5]], 1),
        "find_aliases": find_aliases([("a", 1), ("b", [2]), ("c", [3]), ("d", 4)], {1: "x"}, [[2], 5],
                                     [[2], [3]]),
    }
