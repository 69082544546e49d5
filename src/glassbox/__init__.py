"""glassbox: read, disassemble and (soon) decompile Python bytecode of Python 3.8 to 3.15.

The work is done by a C++ core that knows every version's bytecode, whatever
Python runs it; this package hands it code objects and files.

    >>> import glassbox
    >>> print(glassbox.dis(lambda x: x + 1))          # text, like `python -m dis`
    >>> record = glassbox.dis(some_function, json=True)  # the record of docs/dis-json.md
"""
import functools
import json as _json
import marshal
import os
import sys
import types

from . import _native

__all__ = ["DecompileError", "LoadError", "dis", "dis_marshal", "dis_pyc", "__version__"]

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


def _code_of(obj):
    """The code object behind a function, method, functools.partial or code object."""
    seen = 0
    while True:
        if isinstance(obj, types.CodeType):
            return obj
        if isinstance(obj, functools.partial):
            obj = obj.func
        elif isinstance(obj, (types.MethodType, classmethod, staticmethod)):
            obj = obj.__func__
        elif isinstance(obj, types.FunctionType):
            return obj.__code__
        elif hasattr(obj, "__code__") and isinstance(obj.__code__, types.CodeType):
            return obj.__code__
        else:
            raise TypeError("glassbox.dis() takes a function, method, functools.partial or code object, not %s"
                            % type(obj).__name__)
        seen += 1
        if seen > 1000:
            raise TypeError("glassbox.dis(): too many nested wrappers")


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
    if isinstance(version, str):
        major, _, minor = version.partition(".")
        version = (int(major), int(minor))
    major, minor = version[0], version[1]
    return _run(bytes(data), (int(major), int(minor)), False, label, json)
