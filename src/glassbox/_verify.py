"""Checking a decompilation: compile the source again and compare instruction streams.

Only meaningful when the running interpreter is the bytecode's own version: the
same compiler then writes the same instructions for the same program. Compared
per code object, children paired by their order among the code constants:
opcode names and arguments, with jump targets as instruction indexes and
constants by value. Not compared: line numbers and what follows from them alone
(NOP, EXTENDED_ARG, CACHE, the fusing of LOAD_FAST/STORE_FAST pairs into one
superinstruction on 3.13+, whether a 3.14 LOAD_FAST borrows, the line number a
3.13+ class body stores in __firstlineno__).
"""
import bisect
import dis

_JUMPS = frozenset(getattr(dis, "hasjump", ())) | frozenset(dis.hasjrel) | frozenset(dis.hasjabs)
_CONSTS = frozenset(dis.hasconst)
_NAMED = frozenset(dis.hasname) | frozenset(dis.haslocal) | frozenset(dis.hasfree)
_IGNORED = frozenset(["NOP", "EXTENDED_ARG", "CACHE"])
_SUPERINSTRUCTIONS = {"LOAD_FAST_LOAD_FAST": ("LOAD_FAST", "LOAD_FAST"),
                      "LOAD_FAST_BORROW_LOAD_FAST_BORROW": ("LOAD_FAST", "LOAD_FAST"),
                      "STORE_FAST_LOAD_FAST": ("STORE_FAST", "LOAD_FAST"),
                      "STORE_FAST_STORE_FAST": ("STORE_FAST", "STORE_FAST")}
_SAME_AS = {"LOAD_FAST_BORROW": "LOAD_FAST"}
_CO_NEWLOCALS = 0x2


def _const_text(value):
    """Code objects by name (they are compared as a pair of their own); -0.0, nan, 1 and True apart."""
    if hasattr(value, "co_code"):
        return "<code %s>" % value.co_name
    if isinstance(value, tuple):
        return "(%s%s)" % (", ".join(_const_text(item) for item in value), "," if len(value) == 1 else "")
    if isinstance(value, frozenset):
        return "frozenset({%s})" % ", ".join(sorted(_const_text(item) for item in value))
    if isinstance(value, slice):
        return "slice(%s, %s, %s)" % (_const_text(value.start), _const_text(value.stop), _const_text(value.step))
    return repr(value)


def _stream(code):
    """[(offset, text)] of the compared instructions of one code object."""
    kept = []
    for ins in dis.get_instructions(code):
        if ins.opname in _IGNORED:
            continue
        if ins.opname in _SUPERINSTRUCTIONS:
            for opname, name in zip(_SUPERINSTRUCTIONS[ins.opname], ins.argval):
                kept.append((ins.offset, opname + " " + name))
        else:
            kept.append((ins.offset, ins))
    offsets = [offset for offset, _ in kept]
    stream = []
    for index, (offset, ins) in enumerate(kept):
        if isinstance(ins, str):
            stream.append((offset, ins))
            continue
        following = kept[index + 1][1] if index + 1 < len(kept) else None
        if getattr(following, "opname", None) == "STORE_NAME" and following.argval == "__firstlineno__":
            stream.append((offset, "(load a line number)"))
            continue
        if ins.arg is None:
            argument = ""
        elif ins.opcode in _JUMPS:
            argument = "-> %d" % bisect.bisect_left(offsets, ins.argval)
        elif ins.opcode in _CONSTS:
            argument = _const_text(ins.argval)
        elif ins.opcode in _NAMED:
            argument = ins.argrepr or str(ins.argval)
        else:
            argument = "%d (%s)" % (ins.arg, ins.argrepr) if ins.argrepr else str(ins.arg)
        stream.append((offset, (_SAME_AS.get(ins.opname, ins.opname) + " " + argument).rstrip()))
    return stream


def child_codes(code):
    return [value for value in code.co_consts if hasattr(value, "co_code")]


def _qualname(code, parent=None, parent_qualname=None):
    """co_qualname where the interpreter has it (3.11+), else the same name rebuilt from the nesting."""
    if hasattr(code, "co_qualname") or parent is None:
        return getattr(code, "co_qualname", code.co_name)
    if parent.co_name == "<module>":
        return code.co_name
    separator = ".<locals>." if parent.co_flags & _CO_NEWLOCALS else "."
    return parent_qualname + separator + code.co_name


def first_difference(original, decompiled, parent=None, parent_qualname=None):
    """None when the two code-object trees have the same instruction streams, else a sentence."""
    name = _qualname(original, parent, parent_qualname)
    left, right = _stream(original), _stream(decompiled)
    for index in range(max(len(left), len(right))):
        ours = left[index][1] if index < len(left) else None
        theirs = right[index][1] if index < len(right) else None
        if ours == theirs:
            continue
        offset = left[index][0] if index < len(left) else len(original.co_code)
        return "differs at offset %d in %s: the original has %s, the decompiled code %s" % (
            offset, name, ours or "no more instructions", theirs or "no more instructions")
    left_children, right_children = child_codes(original), child_codes(decompiled)
    if len(left_children) != len(right_children):
        return "differs in %s: the original holds %d code objects, the decompiled code %d" % (
            name, len(left_children), len(right_children))
    for ours, theirs in zip(left_children, right_children):
        difference = first_difference(ours, theirs, original, name)
        if difference:
            return difference
    return None


def find_code(module_code, name):
    """The first code object called `name` in a module's tree, breadth first (a decompiled
    function may sit inside a wrapper that gives it its closure)."""
    pending = [module_code]
    while pending:
        code = pending.pop(0)
        if code is not module_code and code.co_name == name:
            return code
        pending.extend(child_codes(code))
    return None


def verify(source, original, is_module):
    """(verified, difference): compile `source` with the running interpreter and compare it
    with `original`, a module's code object or (is_module false) a function's."""
    try:
        compiled = compile(source, original.co_filename, "exec", dont_inherit=True)
    except (SyntaxError, ValueError, OverflowError, RecursionError, MemoryError) as error:
        return False, "does not compile: %s: %s" % (type(error).__name__, error)
    if not is_module:
        found = find_code(compiled, original.co_name)
        if found is None:
            return False, "the decompiled source defines no code object named %s" % original.co_name
        compiled = found
    difference = first_difference(original, compiled)
    return difference is None, difference
