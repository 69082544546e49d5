"""Decompiling Dynamo's code objects, with every way it can fail turned into a result.

glassbox.decompile(code, generated=True) is the mode for bytecode that no compiler wrote; an older
glassbox without it still gives source (marked usable=False: not safe to run in place of Dynamo's code).
"""
import dis
import inspect
import marshal
import re
import sys
import time
import types

import glassbox


_generated_known = [None, False]  # (glassbox.decompile, whether it has the generated mode)


def _supports_generated():
    decompile = glassbox.decompile
    if _generated_known[0] is not decompile:  # looked up once per function (tests replace it)
        try:
            supported = "generated" in inspect.signature(decompile).parameters
        except (TypeError, ValueError):
            supported = False
        _generated_known[:] = [decompile, supported]
    return _generated_known[1]


class Decompiled(object):
    """What decompiling one code object gave.

    source: the text (None when decompiling raised); problems: marked fallbacks in it;
    external_values: name -> object to bind in the globals before running the source;
    error: why there is no usable source ("DecompileError: ..."), else None;
    generated: whether the generated mode (made for Dynamo's bytecode) was used;
    seconds: how long decompiling took (wall time); cpu_seconds: the CPU time of the thread that
    decompiled (without its waits for the GIL, which a worker thread beside torch has many of)."""

    def __init__(self, code):
        self.code = code
        self.source = None
        self.problems = []
        self.external_values = {}
        self.error = None
        self.generated = False
        self.seconds = 0.0
        self.cpu_seconds = 0.0

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
    start, start_cpu = time.perf_counter(), time.thread_time()
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
    result.cpu_seconds = time.thread_time() - start_cpu
    return result


def _marked_disassembly(code):
    """glassbox's disassembly of a code object marshal cannot write (Dynamo's hold a globals dict,
    a function, a torch.Size): its constants with no literal form are shown by the names
    glassbox.decompile gives them."""
    from glassbox import _external
    marked, _, _ = _external.replace_unmarshallable(code)
    text = glassbox.dis_marshal(marshal.dumps(marked), sys.version_info[:2], label=code.co_filename)
    return _MARKER_REPR.sub(lambda m: "%s, no literal form" % m.group(1), text)


_MARKER_REPR = re.compile(r"""'\\x00glassbox-external\\x00(\w+)'""")
_LONG_ARGUMENT = 160


def _short(text):
    return text if len(text) <= _LONG_ARGUMENT else text[:_LONG_ARGUMENT] + "... (%d characters)" % len(text)


def _dis_module_disassembly(code):
    """The dis module's disassembly, each argument's repr cut short (a constant can be a whole
    module's globals dict)."""
    lines = []
    for instruction in dis.get_instructions(code):
        lines.append("%6s %-24s %s" % (instruction.offset, instruction.opname,
                                        "" if instruction.arg is None else "%s (%s)" % (
                                            instruction.arg, _short(instruction.argrepr))))
    for constant in code.co_consts:
        if isinstance(constant, types.CodeType):
            lines.append("\nDisassembly of %s:" % _short(repr(constant)))
            lines.append(_dis_module_disassembly(constant))
    return "\n".join(lines)


def disassembly(code):
    """glassbox's disassembly of `code`, else the dis module's, else a note saying why there is none."""
    try:
        return glassbox.dis(code)
    except Exception as error:
        first = error
    try:
        return _marked_disassembly(code)
    except Exception:
        pass
    try:
        return "(glassbox.dis failed: %s: %s; the dis module's disassembly follows)\n%s" % (
            type(first).__name__, first, _dis_module_disassembly(code))
    except Exception as second:
        return "(no disassembly: %s: %s)" % (type(second).__name__, second)


# ------------------------------------------------------------------ closure cells passed as values

_CELL_LOADS = ("LOAD_CLOSURE", "LOAD_FAST", "LOAD_FAST_BORROW", "LOAD_FAST_CHECK", "LOAD_FAST_LOAD_FAST",
               "LOAD_FAST_BORROW_LOAD_FAST_BORROW")


def _names(argval):
    return argval if isinstance(argval, tuple) else (argval,)


def cells_read_as_values(code):
    """Names of the closure cells that `code` (or a code object nested in it) loads as values, not
    to build a def's closure: Dynamo passes such tuples of cells to the resume functions it creates
    (LOAD_CLOSURE up to 3.12, LOAD_FAST on a cell's slot from 3.13). Empty when this glassbox's
    source keeps them cells (checked once on a small example)."""
    found = []
    _collect_cell_values(code, found)
    if found and expresses_cell_values():
        return []
    return sorted(set(found))


def _collect_cell_values(code, found):
    cells = set(code.co_cellvars) | set(code.co_freevars)
    if cells:
        instructions = list(dis.get_instructions(code))
        for index, instruction in enumerate(instructions):
            if instruction.opname not in _CELL_LOADS:
                continue
            names = _names(instruction.argval)
            if instruction.opname != "LOAD_CLOSURE" and not cells.intersection(names):
                continue
            # A def's closure: cell loads, BUILD_TUPLE, then the def's code object.
            following = index + 1
            while following < len(instructions) and instructions[following].opname in _CELL_LOADS:
                following += 1
            if (following + 1 < len(instructions) and instructions[following].opname == "BUILD_TUPLE"
                    and instructions[following + 1].opname == "LOAD_CONST"
                    and isinstance(instructions[following + 1].argval, types.CodeType)):
                continue
            found.extend(name for name in names if name in cells or instruction.opname == "LOAD_CLOSURE")
    for constant in code.co_consts:
        if isinstance(constant, types.CodeType):
            _collect_cell_values(constant, found)


def _cell_example():
    value = 42

    def example(receive):
        return receive((value,))
    return example


_expresses_cells = []


def expresses_cell_values():
    """Whether glassbox's source for a closure cell loaded as a value passes the cell (True), or
    the variable's value (False, the case up to now): decided once, by decompiling a small code
    object with such a load and running the source."""
    if not _expresses_cells:
        _expresses_cells.append(_check_cell_example())
    return _expresses_cells[0]


def _check_cell_example():
    try:
        code = _cell_example().__code__
        load = dis.opmap.get("LOAD_CLOSURE")
        if load is None or load > 255:  # 3.13+: a pseudo-instruction, LOAD_FAST loads the cell
            load = dis.opmap["LOAD_FAST"]
        raw = bytearray(code.co_code)
        for instruction in dis.get_instructions(code):
            if instruction.opname == "LOAD_DEREF":
                raw[instruction.offset] = load
        code = code.replace(co_code=bytes(raw))
        source = glassbox.decompile(code, generated=True)
        if getattr(source, "problems", None):
            return False
        namespace = dict(getattr(source, "external_values", None) or {})
        body = "".join("    " + line + "\n" for line in str(source).splitlines())
        exec(compile("def outer():\n    value = 42\n" + body + "    return example\n", "<glassbox>", "exec",
                     dont_inherit=True), namespace)
        received = namespace["outer"]()(lambda value: value)
        return isinstance(received, tuple) and len(received) == 1 and type(received[0]).__name__ == "cell"
    except Exception:
        return False
