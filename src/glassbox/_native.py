"""The ctypes binding to the C++ core (libglassbox.so, C ABI in core/capi/glassbox.h).

The library does not link libpython, so one build serves every Python version.
It is looked up next to this file (where `pip install` puts it), or at the path
in the GLASSBOX_LIBRARY environment variable (for development builds).
"""
import ctypes
import os
import sys

_LIBRARY_NAMES = {
    "darwin": "libglassbox.dylib",
    "win32": "glassbox.dll",
}
LIBRARY_NAME = _LIBRARY_NAMES.get(sys.platform, "libglassbox.so")

# Return codes of glassbox.h.
OK = 0
LOAD_ERROR = 1
INTERNAL_ERROR = 2
DECOMPILE_ERROR = 3

# What glassbox_decompile takes the code object for.
MODULE = 0
FUNCTION = 1
GENERATED = 2  # or-ed into MODULE/FUNCTION: bytecode no compiler wrote


class _LentText(ctypes.Structure):
    """glassbox_lent_text: the answer of glassbox_decompile_source, in a buffer the core keeps."""
    _fields_ = [("text", ctypes.c_char_p), ("size", ctypes.c_size_t), ("is_record", ctypes.c_int)]


class NativeLibraryError(ImportError):
    """The core library is missing or cannot be loaded."""


def _library_path():
    override = os.environ.get("GLASSBOX_LIBRARY")
    if override:
        return override
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), LIBRARY_NAME)


def _load():
    path = _library_path()
    if not os.path.exists(path):
        raise NativeLibraryError(
            "glassbox: the core library %s was not found; install the package with "
            "`pip install .`, or point GLASSBOX_LIBRARY at a built %s" % (path, LIBRARY_NAME)
        )
    try:
        library = ctypes.CDLL(path)
    except OSError as error:
        raise NativeLibraryError("glassbox: cannot load the core library %s: %s" % (path, error))
    library.glassbox_version.argtypes = []
    library.glassbox_version.restype = ctypes.c_char_p
    for name in ("glassbox_dis_json", "glassbox_dis_text"):
        function = getattr(library, name)
        function.argtypes = [
            ctypes.c_char_p,  # data (may hold NUL bytes: passed with its size)
            ctypes.c_size_t,
            ctypes.c_int,  # major
            ctypes.c_int,  # minor
            ctypes.c_int,  # is_pyc
            ctypes.c_char_p,  # file label, UTF-8
            ctypes.POINTER(ctypes.c_void_p),  # out: a malloc'd string, released with glassbox_free
            ctypes.POINTER(ctypes.c_size_t),
        ]
        function.restype = ctypes.c_int
    library.glassbox_decompile.argtypes = [
        ctypes.c_char_p,  # data
        ctypes.c_size_t,
        ctypes.c_int,  # major
        ctypes.c_int,  # minor
        ctypes.c_int,  # is_pyc
        ctypes.c_int,  # what: MODULE or FUNCTION
        ctypes.c_char_p,  # file label, UTF-8
        ctypes.POINTER(ctypes.c_void_p),
        ctypes.POINTER(ctypes.c_size_t),
    ]
    library.glassbox_decompile.restype = ctypes.c_int
    # Called once per decompiled function: without argtypes, whose per-argument from_param checks
    # cost more than the call itself on a small function; decompile_source passes each argument
    # as its C type (bytes for char*, int for int, c_size_t, byref of the out parameter).
    library.glassbox_decompile_source.argtypes = None
    library.glassbox_decompile_source.restype = ctypes.c_int
    library.glassbox_free.argtypes = [ctypes.c_void_p]
    library.glassbox_free.restype = None
    return library


_library = _load()


def version():
    return _library.glassbox_version().decode("ascii")


def _call(function, data, major, minor, is_pyc, label, *what):
    """Returns (return code, text). The text is the output, or the error message."""
    out = ctypes.c_void_p()
    size = ctypes.c_size_t()
    # Labels are file paths: encode them the way the OS gave them to us.
    label_bytes = os.fsencode(label) if label is not None else b""
    data = bytes(data)
    code = function(data, len(data), major, minor, 1 if is_pyc else 0, *what, label_bytes,
                    ctypes.byref(out), ctypes.byref(size))
    if not out.value:
        return INTERNAL_ERROR, "glassbox: the core returned no output (out of memory?)"
    try:
        text = ctypes.string_at(out.value, size.value).decode("utf-8", "surrogateescape")
    finally:
        _library.glassbox_free(out)
    return code, text


_c_size_t = ctypes.c_size_t
_byref = ctypes.byref
# os.fsencode's encoding, looked up once: labels are encoded on every call.
_FS_ENCODING = sys.getfilesystemencoding()
_FS_ERRORS = sys.getfilesystemencodeerrors()


def dis_json(data, major, minor, is_pyc, label):
    return _call(_library.glassbox_dis_json, data, major, minor, is_pyc, label)


def dis_text(data, major, minor, is_pyc, label):
    return _call(_library.glassbox_dis_text, data, major, minor, is_pyc, label)


def decompile(data, major, minor, is_pyc, what, label):
    """(code, text): OK with the JSON record of glassbox_decompile, LOAD_ERROR with the message,
    DECOMPILE_ERROR with the JSON error record, INTERNAL_ERROR with a message."""
    return _call(_library.glassbox_decompile, data, major, minor, is_pyc, label, what)


def decompile_source(data, major, minor, is_pyc, what, label):
    """(code, text, is_record): as decompile, except that a result with no problems and no external
    constants comes as the source itself (is_record False) rather than as its JSON record."""
    if type(label) is str:
        label_bytes = label.encode(_FS_ENCODING, _FS_ERRORS)  # what os.fsencode does, without its calls
    else:
        label_bytes = os.fsencode(label) if label is not None else b""
    if type(data) is not bytes:
        data = bytes(data)
    out = _LentText()
    code = _library.glassbox_decompile_source(data, _c_size_t(len(data)), int(major), int(minor), 1 if is_pyc else 0,
                                              int(what), label_bytes, _byref(out))
    raw = out.text  # copied in C, up to the first NUL; valid until this thread's next call
    if len(raw) != out.size:  # the text holds a NUL: read it by its size
        raw = ctypes.string_at(ctypes.c_void_p.from_buffer(out, _LentText.text.offset).value, out.size)
    return code, raw.decode("utf-8", "surrogateescape"), code != OK or out.is_record != 0
