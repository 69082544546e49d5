"""Decompiling Dynamo's code objects, with every way it can fail turned into a result.

glassbox.decompile(code, generated=True) is the mode for bytecode that no compiler wrote; an older
glassbox without it still gives source (marked usable=False: not safe to run in place of Dynamo's code).
"""
import inspect
import time
import types

import glassbox


def _supports_generated():
    try:
        return "generated" in inspect.signature(glassbox.decompile).parameters
    except (TypeError, ValueError):
        return False


class Decompiled(object):
    """What decompiling one code object gave.

    source: the text (None when decompiling raised); problems: marked fallbacks in it;
    external_values: name -> object to bind in the globals before running the source;
    error: why there is no usable source ("DecompileError: ..."), else None;
    generated: whether the generated mode (made for Dynamo's bytecode) was used;
    seconds: how long decompiling took."""

    def __init__(self, code):
        self.code = code
        self.source = None
        self.problems = []
        self.external_values = {}
        self.error = None
        self.generated = False
        self.seconds = 0.0

    @property
    def ok(self):
        """Source without fallbacks, its external values all known."""
        return self.source is not None and not self.problems and self.error is None

    @property
    def runnable(self):
        """Safe to run in place of the original: ok, and written by the generated mode."""
        return self.ok and self.generated

    def reason(self):
        if self.error:
            return self.error
        if self.problems:
            return "; ".join("%s at offset %s: %s" % tuple(problem) for problem in self.problems)
        if not self.generated:
            return "this glassbox has no generated mode (decompile(code, generated=True))"
        return None


def _code_by_qualname(code):
    found = {}
    stack = [code]
    while stack:
        current = stack.pop()
        found.setdefault(getattr(current, "co_qualname", current.co_name), current)
        found.setdefault(current.co_name, current)
        stack.extend(c for c in current.co_consts if isinstance(c, types.CodeType))
    return found


def _external_values(result, code):
    values = getattr(result, "external_values", None)
    if values is not None:
        return dict(values)
    # An older DecompiledSource lists ExternalConstant(name, code_name, index): look the objects up.
    values = {}
    constants = getattr(result, "external_constants", None) or []
    if constants:
        codes = _code_by_qualname(code)
        for constant in constants:
            owner = codes.get(constant.code_name)
            if owner is None or not 0 <= constant.index < len(owner.co_consts):
                raise LookupError("external constant %s: no constant %s of %s"
                                  % (constant.name, constant.index, constant.code_name))
            values[constant.name] = owner.co_consts[constant.index]
    return values


def decompile_code(code):
    """A Decompiled for `code`; never raises (except KeyboardInterrupt and the like)."""
    result = Decompiled(code)
    start = time.perf_counter()
    try:
        if _supports_generated():
            source = glassbox.decompile(code, generated=True)
            result.generated = True
        else:
            source = glassbox.decompile(code)
        result.source = str(source)
        result.problems = list(getattr(source, "problems", []) or [])
        result.external_values = _external_values(source, code)
    except glassbox.DecompileError as error:
        result.error = "DecompileError: %s" % error
    except Exception as error:  # unmarshallable constants (ValueError), a broken core, ...
        result.error = "%s: %s" % (type(error).__name__, error)
    result.seconds = time.perf_counter() - start
    return result


def disassembly(code):
    """glassbox's disassembly of `code`, else the dis module's, else a note saying why there is none."""
    try:
        return glassbox.dis(code)
    except Exception as error:
        try:
            import dis
            return "(glassbox.dis failed: %s: %s; the dis module's disassembly follows)\n%s" % (
                type(error).__name__, error, dis.Bytecode(code).dis())
        except Exception as second:
            return "(no disassembly: %s: %s)" % (type(second).__name__, second)
