# glassbox-corpus: min-python=3.8
"""Except clauses ending a function that each end in the compiler's copy of its `return None`
(3.12+): an `if c: raise` in the second clause, whose other side runs a copy the walk took for
the first clause's (multiprocessing Popen._send_signal, pathlib.Path.mkdir)."""


class Process:
    def __init__(self, error, done):
        self.returncode = None
        self.error = error
        self.done = done
        self.log = []

    def kill(self, sig):
        self.log.append(("kill", sig))
        if self.error is not None:
            raise self.error

    def wait(self, timeout):
        self.log.append(("wait", timeout))
        return 0 if self.done else None

    def send_signal(self, sig):
        if self.returncode is None:
            try:
                self.kill(sig)
            except ProcessLookupError:
                pass
            except OSError:
                if self.wait(timeout=0.1) is None:
                    raise


def make_dir(made, path, parents=False, exist_ok=False):
    try:
        if path in made:
            raise FileExistsError(path)
        if path.rpartition("/")[0] not in made:
            raise FileNotFoundError(path)
        made.append(path)
    except FileNotFoundError:
        if not parents or not path:
            raise
        make_dir(made, path.rpartition("/")[0], parents=True, exist_ok=True)
        make_dir(made, path, parents=False, exist_ok=exist_ok)
    except OSError:
        if not exist_ok or path not in made:
            raise


def run_process(error, done):
    p = Process(error, done)
    try:
        p.send_signal(9)
    except OSError as e:
        p.log.append(type(e).__name__)
    return p.log


def run_make_dir(path, parents, exist_ok):
    made = [""]
    try:
        make_dir(made, path, parents, exist_ok)
    except OSError as e:
        made.append(type(e).__name__)
    return made


def checks():
    return {
        "send_signal": [run_process(e, d) for e in (None, ProcessLookupError(), PermissionError()) for d in (False, True)],
        "make_dir": [run_make_dir(p, a, b) for p in ("/a", "/a/b/c", "") for a in (False, True) for b in (False, True)],
    }
