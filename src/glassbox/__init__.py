"""glassbox: read, disassemble and decompile Python bytecode of Python 3.8 to 3.15.

The work is done by a C++ core that knows every version's bytecode, whatever
Python runs it; this package hands it code objects and files.

    >>> import glassbox
    >>> print(glassbox.dis(lambda x: x + 1))          # text, like `python -m dis`
    >>> record = glassbox.dis(some_function, json=True)  # the record of docs/dis-json.md
    >>> print(glassbox.decompile(some_function))       # Python source again
    >>> glassbox.decompile(some_function, verify=True).verified
"""
import collections
import functools
import importlib.util
import json as _json
import marshal
import os
import sys
import types

from . import _external
from . import _native
from . import _verify

__all__ = ["DecompileError", "DecompiledSource", "ExternalConstant", "LoadError", "Problem", "debug", "decompile",
           "decompile_marshal", "decompile_pyc", "dis", "dis_marshal", "dis_pyc", "install", "prepare_debug",
           "uninstall", "__version__"]

__version__ = _native.version()


class LoadError(ValueError):
    """A .pyc file or marshal data that glassbox cannot read (truncated, corrupt, unsupported).

    The message names the input and the byte offset of the problem."""


class DecompileError(Exception):
    """Decompiling a code object failed: which code object, at which instruction, and why."""

    def __init__(self, code_name, offset, reason):
        super().__init__("%s at offset %s: %s" % (code_name, offset, reason))
        self.code_name = code_name
        self.offset = offset
        self.reason = reason


Problem = collections.namedtuple("Problem", "code_name offset reason")
Problem.__doc__ = """A marked fallback in decompiled source: code object (qualname), instruction offset, reason."""

ExternalConstant = collections.namedtuple("ExternalConstant", "name code_name index")
ExternalConstant.__doc__ = """A constant with no literal form: the name the source uses for it, and the code
object (qualname) and co_consts index it stands for. The caller binds the name before running the source."""


class DecompiledSource(str):
    """Decompiled Python source: a str, with what glassbox knows about it.

    problems: list of Problem, the places where the source holds a marked fallback (a statement
        that raises when reached) instead of the original code; empty when there are none.
    external_constants: list of ExternalConstant, names the source uses for constants that have
        no literal; bind them before running it.
    external_values: dict, each of those names -> the object it stands for (empty for .pyc and
        marshal input, whose constants all have literals).
    verified: True when the source, compiled again, gives the original instruction streams;
        False when it does not (see difference); None when that was not checked (verify=False,
        or the bytecode is not the running interpreter's version).
    difference: when verified is False, the first difference ("differs at offset N in f: ...")
        or why the source does not compile; when verified is None and a check was asked for,
        why it could not be done; else None.
    """

    verified = None
    difference = None

    def __new__(cls, source, problems=(), external_constants=(), verified=None, difference=None):
        self = str.__new__(cls, source)
        if problems:
            self.problems = list(problems)
        if external_constants:
            self.external_constants = list(external_constants)
        if verified is not None:
            self.verified = verified
        if difference is not None:
            self.difference = difference
        return self

    def __getattr__(self, name):
        # Only for an attribute not set yet: the empty problems, external_constants and
        # external_values are made on first use. Most results have none, and setting all five
        # attributes in __new__ cost more than the rest of the Python side of a small call.
        make = _EMPTY_ATTRIBUTES.get(name)
        if make is None:
            raise AttributeError("%r object has no attribute %r" % (type(self).__name__, name))
        value = make()
        setattr(self, name, value)
        return value


_EMPTY_ATTRIBUTES = {"problems": list, "external_constants": list, "external_values": dict}
_bare_source = str.__new__
_CodeType = types.CodeType  # (decompile's own check for a code object, before _code_of's loop)
_RUNNING_VERSION = tuple(sys.version_info[:2])


def _code_of(obj, caller="dis", unwrap=False):
    """The code object behind a function, method, functools.partial or code object; with
    unwrap, also behind anything with __wrapped__ (functools.wraps, lru_cache), to the innermost."""
    # A plain function first, the common case: its __wrapped__ can only be in its own __dict__
    # (the loop's getattr of a missing one raised and swallowed an AttributeError on every call).
    if type(obj) is types.FunctionType and not (unwrap and obj.__dict__.get("__wrapped__") is not None):
        return obj.__code__
    seen = 0
    while True:
        if isinstance(obj, types.CodeType):
            return obj
        if isinstance(obj, functools.partial):
            obj = obj.func
        elif isinstance(obj, (types.MethodType, classmethod, staticmethod)):
            obj = obj.__func__
        elif unwrap and _has_wrapped(obj):
            obj = obj.__wrapped__
        elif isinstance(obj, types.FunctionType):
            return obj.__code__
        elif hasattr(obj, "__code__") and isinstance(obj.__code__, types.CodeType):
            return obj.__code__
        else:
            raise TypeError("glassbox.%s() takes a function, method, functools.partial or code object, not %s"
                            % (caller, type(obj).__name__))
        seen += 1
        if seen > 1000:
            raise TypeError("glassbox.%s(): too many nested wrappers" % caller)


def _has_wrapped(obj):
    try:
        return getattr(obj, "__wrapped__", None) is not None
    except Exception:  # a proxy whose attribute lookup itself fails has nothing to unwrap
        return False


def _version_pair(version):
    """(major, minor) from a (major, minor, ...) sequence or "X.Y"."""
    if isinstance(version, str):
        major, _, minor = version.partition(".")
        version = (int(major), int(minor))
    return int(version[0]), int(version[1])


def _result(code, text, as_json):
    if code == _native.LOAD_ERROR:
        raise LoadError(text)
    if code != _native.OK:
        raise RuntimeError(text)
    return _json.loads(text) if as_json else text


def _run(data, version, is_pyc, label, as_json):
    function = _native.dis_json if as_json else _native.dis_text
    major, minor = version
    code, text = function(data, major, minor, is_pyc, label)
    return _result(code, text, as_json)


def dis(obj, *, json=False):
    """Disassemble a function, method, functools.partial or code object of the running Python.

    Returns the text disassembly, or with json=True the parsed JSON record (a dict) of
    docs/dis-json.md. The code object reaches the core as marshal.dumps(code)."""
    code = _code_of(obj)
    return _run(marshal.dumps(code), sys.version_info[:2], False, code.co_filename, json)


def dis_pyc(path, *, json=False):
    """Disassemble a .pyc file of any Python from 3.8 to 3.15. Raises LoadError if it cannot be read."""
    path = os.fspath(path)
    with open(path, "rb") as handle:
        data = handle.read()
    return _run(data, (0, 0), True, path, json)


def dis_marshal(data, version, *, json=False, label="<marshal>"):
    """Disassemble marshal.dumps(code) written by Python `version` (a (major, minor) pair or "3.12")."""
    return _run(bytes(data), _version_pair(version), False, label, json)


# ------------------------------------------------------------------ decompiling

def _decompile(data, version, is_pyc, is_module, label, generated=False):
    """(the core's DecompiledSource, not yet verified; whether the core answered a record: only then
    can it name problems or external constants), or LoadError / DecompileError."""
    major, minor = version
    what = (_native.MODULE if is_module else _native.FUNCTION) | (_native.GENERATED if generated else 0)
    code, text, is_record = _native.decompile_source(data, major, minor, is_pyc, what, label)
    if not is_record:  # OK, and nothing but the source to report
        return _bare_source(DecompiledSource, text), False  # (DecompiledSource(text) less its Python-level __new__)
    if code == _native.LOAD_ERROR:
        raise LoadError(text)
    if code == _native.DECOMPILE_ERROR:
        record = _json.loads(text)
        raise DecompileError(record["code"], record["offset"], record["reason"])
    if code != _native.OK:
        raise RuntimeError(text)
    record = _json.loads(text)
    return DecompiledSource(
        record["source"],
        [Problem(p["code"], p["offset"], p["reason"]) for p in record["problems"]],
        [ExternalConstant(c["name"], c["code"], c["index"]) for c in record["external_constants"]]), True


def _checked(result, original, is_module):
    """`result` with verified and difference filled in by recompiling it (original: the code object)."""
    result.verified, result.difference = _verify.verify(str(result), original, is_module)
    return result


def _not_checked(result, version):
    result.difference = ("not verified: the bytecode is Python %d.%d, this interpreter is %d.%d"
                         % (version + sys.version_info[:2]))
    return result


def decompile(obj, *, verify=False, generated=False):
    """Decompile a function, method, code object or wrapper of the running Python into source.

    Takes a function, a bound method, a staticmethod or classmethod object, a functools.partial
    (its .func), anything with __wrapped__ (functools.wraps, functools.lru_cache; unwrapped to
    the innermost function), or a code object. A module's code object (co_name "<module>") gives
    the module's source; any other code object gives `def NAME(...):` and its body. Defaults,
    annotations and decorators live on the function object, not on its code, so the signature
    has names only.

    Returns a DecompiledSource, a str that also carries the problems (marked fallbacks) and the
    external constants of the output. With verify=True the source is compiled again and its
    instruction streams compared with the original's, recursively: .verified is True or False,
    and .difference names the first difference. Raises TypeError for an object without code,
    and DecompileError (code_name, offset, reason) when the code cannot be decompiled.

    generated=True is for bytecode that no compiler wrote, such as TorchDynamo's: values that
    it keeps on the stack across statements, copies or reorders are assigned to temporaries
    (`__tmpN`), so that each is evaluated once and in its original order. The source then
    recompiles to the same behaviour, not to the same instructions. Constants with no literal
    form (a torch.Size, a function object) become names listed in .external_values."""
    code = obj if type(obj) is _CodeType else _code_of(obj, "decompile", unwrap=True)
    is_module = code.co_name == "<module>"
    values, places = None, ()
    try:
        data = marshal.dumps(code)
    except ValueError:  # constants marshal refuses (TorchDynamo's): named placeholders instead
        marked, values, places = _external.replace_unmarshallable(code)
        data = marshal.dumps(marked)
    result, is_record = _decompile(data, _RUNNING_VERSION, False, is_module, code.co_filename, generated)
    if values is None and not is_record:  # the common case: no constant to name or bind
        return _checked(result, code, is_module) if verify else result
    if values is None:
        values = {}
    named = result.__dict__.get("external_constants")  # (read without making the empty list)
    if named:
        values.update(_external.code_constants(code, named))
    if values:
        result.external_values = values
    if places:
        result.external_constants += [ExternalConstant(name, qualname, index) for name, qualname, index in places]
    if verify and values:
        result.difference = "not verified: the code holds constants with no literal form"
        return result
    return _checked(result, code, is_module) if verify else result


def decompile_pyc(path_or_bytes, *, verify=False):
    """Decompile a .pyc file of any Python from 3.8 to 3.15 into the module's source.

    Takes a path, or the file's contents as bytes. Returns a DecompiledSource (see decompile);
    verify=True checks it only when the .pyc was written by the running interpreter's version.
    Raises LoadError if the file cannot be read, DecompileError if it cannot be decompiled."""
    if isinstance(path_or_bytes, (bytes, bytearray, memoryview)):
        data, label = bytes(path_or_bytes), "<bytes>"
    else:
        label = os.fspath(path_or_bytes)
        with open(label, "rb") as handle:
            data = handle.read()
    result, _ = _decompile(data, (0, 0), True, True, label)
    if not verify:
        return result
    if data[:4] != importlib.util.MAGIC_NUMBER:
        result.difference = "not verified: the .pyc was not written by this interpreter's version (%d.%d)" % (
            sys.version_info[:2])
        return result
    return _checked(result, marshal.loads(data[16:]), True)


def decompile_marshal(data, version=(3, 11), *, function=False, verify=False, label="<marshal>"):
    """Decompile marshal.dumps(code) written by Python `version` (a (major, minor) pair or "3.12";
    (3, 11) unless given: pass sys.version_info[:2] for data this interpreter wrote).

    The code object is a module's unless function=True. Returns a DecompiledSource (see
    decompile); verify=True checks it only when `version` is the running interpreter's.
    Raises LoadError if the data cannot be read, DecompileError if it cannot be decompiled."""
    data = bytes(data)
    version = _version_pair(version)
    result, _ = _decompile(data, version, False, not function, label)
    if not verify:
        return result
    if version != tuple(sys.version_info[:2]):
        return _not_checked(result, version)
    return _checked(result, marshal.loads(data), not function)


# ------------------------------------------------------------------ torch.compile (glassbox.dynamo)

def prepare_debug(dump_src_dir, clean_wild_fx_code=True, log_bytecode=False):
    """A context manager: while inside, every frame TorchDynamo converts is dumped into
    dump_src_dir (decompiled transformed code, resume functions, FX graphs, Inductor code,
    guards, one full_code_for_<fn>.py per function and an index). See docs/torch.md."""
    from .dynamo import api
    return api.prepare_debug(dump_src_dir, clean_wild_fx_code=clean_wild_fx_code, log_bytecode=log_bytecode)


def debug(*args, **kwargs):
    """A context manager: torch.compile'd code runs from the dumped files, so debuggers stop at
    breakpoints set in them. See docs/torch.md."""
    from .dynamo import api
    return api.debug(*args, **kwargs)


def install():
    """Adds decompiled source next to TorchDynamo's bytecode logging (TORCH_LOGS=+bytecode)."""
    from .dynamo import api
    return api.install()


def uninstall():
    """Undoes install()."""
    from .dynamo import api
    return api.uninstall()
