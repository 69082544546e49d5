"""Writing dump files so that names are stable and several processes can share one directory.

A file is never written in place: its text goes to a temporary file in the same directory, which is
then linked to the final name (os.link fails if the name exists, so a file another process wrote is
never overwritten, and a reader never sees half a file). A numbered name ("..._3_...") takes the
first number whose file is absent or already holds the same text, so running the same program twice
into one directory reuses the files instead of multiplying them. "The same" can be up to a
normalization the caller passes (TorchDynamo's transformed code names its graphs with a uuid that
differs from run to run).
"""
import itertools
import os
import re
import threading

_UNSAFE = re.compile(r"[^A-Za-z0-9_.-]")


def safe_name(text, limit=80):
    """`text` as a file-name fragment: letters, digits, `_`, `.`, `-` only, at most `limit` characters."""
    name = _UNSAFE.sub("_", str(text)) or "_"
    return name[:limit]


def _same_text(path, data, normalize=None):
    """Whether the file at `path` holds `data` (bytes), or with `normalize` (str -> str, applied to both
    texts) a text that normalizes to normalize(data)."""
    try:
        with open(path, "rb") as handle:
            held = handle.read()
    except OSError:
        return False
    if held == data:
        return True
    if normalize is None:
        return False
    try:
        return normalize(held.decode("utf-8")) == normalize(data.decode("utf-8"))
    except UnicodeDecodeError:
        return False


_temporary_numbers = itertools.count()


def _temporary(directory):
    """(descriptor, path) of a new file directory/.glassbox-<pid>-<thread>-<n>.tmp, mode 0644 (less the
    umask): unique without tempfile's random names (which cost more than the write)."""
    while True:
        path = os.path.join(directory, ".glassbox-%d-%d-%d.tmp" % (
            os.getpid(), threading.get_ident(), next(_temporary_numbers)))
        try:
            return os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644), path
        except FileExistsError:  # left by a killed process with a recycled pid
            continue


def _write_all(descriptor, data):
    view = memoryview(data)
    while view:
        view = view[os.write(descriptor, view):]


def _link_new(directory, name, data):
    """Create directory/name holding `data`; False if the name already exists."""
    target = os.path.join(directory, name)
    descriptor, temporary = _temporary(directory)
    try:
        try:
            _write_all(descriptor, data)
        finally:
            os.close(descriptor)
        try:
            os.link(temporary, target)
        except FileExistsError:
            return False
        except OSError:
            # A file system without hard links: O_EXCL still never overwrites another process's file.
            try:
                fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            except FileExistsError:
                return False
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
        return True
    finally:
        try:
            os.unlink(temporary)
        except OSError:
            pass


def write_numbered(directory, make_name, text, start=0, limit=100000, report=False, normalize=None):
    """Write `text` to the first directory/make_name(n), n = start, start+1, ..., that is free or
    already holds the same text (up to `normalize`, if given: then the file found may hold another
    text that normalizes alike, and is left as it is); returns the path (with report=True: (path,
    whether this call created the file))."""
    data = text.encode("utf-8")
    for number in range(start, start + limit):
        name = make_name(number)
        path = os.path.join(directory, name)
        if os.path.exists(path):
            if _same_text(path, data, normalize):
                return (path, False) if report else path
            continue
        if _link_new(directory, name, data):
            return (path, True) if report else path
        if _same_text(path, data, normalize):  # another process wrote the same text just now
            return (path, False) if report else path
    raise OSError("no free file name for %s in %s" % (make_name(start), directory))


def find_same(directory, make_name, text, start=0):
    """The first existing directory/make_name(n) holding `text`, looking until a name is free; else None."""
    data = text.encode("utf-8")
    number = start
    while True:
        path = os.path.join(directory, make_name(number))
        if not os.path.exists(path):
            return None
        if _same_text(path, data):
            return path
        number += 1


def claim_numbered(directory, make_name, start=0, limit=100000):
    """Create an empty file at the first free directory/make_name(n) and return its path: a name
    this process then owns and rewrites with replace()."""
    for number in range(start, start + limit):
        path = os.path.join(directory, make_name(number))
        try:
            descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            continue
        os.close(descriptor)
        return path
    raise OSError("no free file name for %s in %s" % (make_name(start), directory))


def replace(path, text):
    """Atomically set the contents of `path` (a name this process owns) to `text`."""
    directory = os.path.dirname(path) or "."
    descriptor, temporary = _temporary(directory)
    try:
        try:
            _write_all(descriptor, text.encode("utf-8"))
        finally:
            os.close(descriptor)
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise
    return path
