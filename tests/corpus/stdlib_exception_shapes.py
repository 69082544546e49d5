# glassbox-corpus: min-python=3.8
"""try/finally and with shapes of the standard library: a return whose finally body tests
before closing (imghdr.what, ElementTree.parse), an augmented assignment in the finally
body a return runs (threading.Barrier.wait), a function ending in its own `return None`
after a try statement; written to be called with values that take every path."""


class Resource:
    def __init__(self, log, data=b""):
        self.log = log
        self.data = data
        self.count = 0

    def read(self, n=-1):
        self.log.append("read")
        return self.data if n < 0 else self.data[:n]

    def close(self):
        self.log.append("close")

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


def sniff(h, f):
    if h.startswith(b"GIF"):
        return "gif"
    return None


def is_png(h, f):
    if h.startswith(b"\x89PNG"):
        return "png"
    return None


TESTS = [sniff, is_png]


def what(source, h=None, log=None):
    # imghdr.what: a return from a loop inside the try, a finally that tests before closing.
    f = None
    try:
        if h is None:
            if isinstance(source, bytes):
                f = Resource(log, source)
                h = f.read(32)
            else:
                h = source.read(32)
        for tf in TESTS:
            res = tf(h, f)
            if res:
                return res
    finally:
        if f:
            f.close()
    return None


def parse(source, log, close_source):
    # ElementTree.parse: the value read, then the finally copy's test, then the return.
    try:
        return source.read().upper().decode()
    finally:
        if close_source:
            source.close()
        log.append("parsed")


def wait_at(barrier, fail):
    # threading.Barrier.wait: an augmented assignment in the finally body of a return.
    with barrier:
        index = barrier.count
        barrier.count += 1
        try:
            if fail:
                raise RuntimeError("broken")
            return index
        finally:
            barrier.count -= 1
            barrier.log.append("left %d" % barrier.count)


def pop_item(d, key):
    try:
        return d.pop(key)
    finally:
        d["pops"] = d.get("pops", 0) + 1
        d["left"] -= 1


def ends_in_own_return(value, log):
    try:
        log.append(value)
    finally:
        if value:
            log.append("flag")
    return None


def unlink_both(srcname, dstname, log):
    # test_shutil.supports_file2file_sendfile: a constant returned through two tests.
    try:
        log.append("copy")
        return "sent"
    finally:
        if srcname is not None:
            log.append("unlink " + srcname)
        if dstname is not None:
            log.append("unlink " + dstname)


def acquire(blocking, log):
    # A constant returned from inside the try and at its end, through a finally that tests.
    try:
        if blocking:
            log.append("blocked")
            return True
        return False
    finally:
        if log:
            log.append("release")


def check_output(cmd, files, log):
    # _bootsubprocess.check_output: a try/except ends the finally body (its exceptional
    # copy's RERAISE copied into the except clause).
    name = "out.tmp"
    try:
        status = len(cmd)
        if status > 10:
            raise ValueError("too long: %r" % cmd)
        try:
            stdout = files[name]
        except KeyError:
            stdout = ""
    finally:
        try:
            log.append(files.pop(name))
        except KeyError:
            log.append("no file")
    return stdout


class Closer:
    # tempfile._TemporaryFileCloser.close, ftplib.FTP.__exit__: a try/finally ending the
    # body of an if that ends the function.
    def __init__(self, log, delete, fail):
        self.log = log
        self.delete = delete
        self.fail = fail
        self.close_called = False

    def close(self):
        if not self.close_called and self.log is not None:
            self.close_called = True
            try:
                self.log.append("close")
            finally:
                if self.delete:
                    self.log.append("unlink")

    def quit(self):
        if self.fail:
            raise EOFError("gone")
        self.log.append("quit")

    def __exit__(self, *args):
        if self.log is not None:
            try:
                self.quit()
            except (OSError, EOFError):
                pass
            finally:
                if self.log is not None:
                    self.close()


class Stream:
    def __init__(self, chunks, log):
        self.chunks = list(chunks)
        self.log = log

    def read(self, n):
        if self.chunks and self.chunks[0] is None:
            raise LookupError("bad chunk")
        return self.chunks.pop(0) if self.chunks else ""

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


def read_through(streams, log):
    # test_tarfile.StreamReadTest.test_read_through: a `while True` loop that is all the
    # with body holds (3.12+ leaves its NOP header outside the protection).
    for stream in streams:
        if stream is None:
            continue
        with Stream(stream, log) as fobj:
            while True:
                try:
                    buf = fobj.read(512)
                except LookupError:
                    log.append("failed")
                    buf = ""
                if not buf:
                    break
                log.append(buf)
    return log


class Future:
    def __init__(self, loop, has_get_loop):
        self._loop = loop
        if has_get_loop:
            self.get_loop = lambda: "got " + loop


def get_loop(fut):
    # asyncio.futures._get_loop: the else block returns; the code after the statement
    # only the clause reaches (3.12+ lays it out right after the clause).
    try:
        get = fut.get_loop
    except AttributeError:
        pass
    else:
        return get()
    return fut._loop


def lookup(table, key):
    try:
        value = table[key]
    except KeyError:
        pass
    except TypeError:
        key = repr(key)
    else:
        return value * 2
    return "missing " + str(key)


def checks():
    out = {}
    log = []
    out["what_gif"] = what(b"GIF89a...", log=log)
    out["what_png"] = what(b"\x89PNG....", log=log)
    out["what_none"] = what(b"nothing", log=log)
    out["what_h"] = what(None, h=b"GIF87a", log=log)
    out["what_file"] = what(Resource(log, b"\x89PNGxx"), log=log)
    out["what_log"] = list(log)
    log = []
    out["parse"] = [parse(Resource(log, b"abc"), log, True), parse(Resource(log, b"de"), log, False), list(log)]
    log = []
    barrier = Resource(log)
    out["wait"] = [wait_at(barrier, False), wait_at(barrier, False)]
    try:
        wait_at(barrier, True)
    except RuntimeError as error:
        out["wait_error"] = str(error)
    out["wait_log"] = list(log) + [barrier.count]
    d = {"a": 1, "b": 2, "left": 5}
    out["pop"] = [pop_item(d, "a"), pop_item(d, "b"), sorted(d.items())]
    log = []
    out["own_return"] = [ends_in_own_return(1, log), ends_in_own_return(0, log), log]
    log = []
    out["unlink"] = [unlink_both("a", None, log), unlink_both(None, "b", log), unlink_both("c", "d", log), log]
    log = []
    out["acquire"] = [acquire(True, log), acquire(False, log), acquire(False, []), log]
    log = []
    out["check_output"] = [check_output("ls", {"out.tmp": "a b"}, log), check_output("ls", {}, log)]
    try:
        check_output("twelve chars", {"out.tmp": "c"}, log)
    except ValueError as error:
        out["check_output_error"] = str(error)
    out["check_output_log"] = log
    log = []
    for delete in (True, False):
        for fail in (True, False):
            closer = Closer(log, delete, fail)
            closer.__exit__(None, None, None)
            closer.close()
    Closer(None, True, True).close()
    out["closer"] = log
    out["read_through"] = read_through([["a", "b"], None, [None], []], [])
    out["get_loop"] = [get_loop(Future("a", True)), get_loop(Future("b", False))]
    out["lookup"] = [lookup({"a": 1}, "a"), lookup({"a": 1}, "b"), lookup({"a": 1}, [1])]
    return out
