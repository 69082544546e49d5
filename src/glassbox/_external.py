"""Constants with no literal form, for code objects that no compiler wrote.

TorchDynamo's code objects hold constants that marshal cannot write (a torch.Size,
a dtype, a function, a module's globals dict). Before the code object goes to the
core, each such constant is replaced by a str marker that carries a name; the core
prints the name where the constant was loaded, and the caller binds the name to the
object (external_values) in the globals the source runs with.
"""
import marshal
import re
import types

# Must match Lifter::kExternalConstantMarker in core/lift/lifter.h.
MARKER = "\x00glassbox-external\x00"


def _marshallable(value):
    try:
        marshal.dumps(value)
    except ValueError:
        return False
    return True


def _all_strings(code, found):
    for value in code.co_consts:
        if isinstance(value, types.CodeType):
            _all_strings(value, found)
        elif isinstance(value, str):
            found.add(value)
    return found


class _Namer:
    """Names unique in the process: two code objects that share one set of globals never
    bind one name to different objects."""
    counter = 0

    @classmethod
    def name_for(cls, value, taken):
        kind = re.sub(r"\W", "_", type(value).__name__) or "object"
        while True:
            cls.counter += 1
            name = "__glassbox_%s_%d" % (kind, cls.counter)
            if name not in taken:
                return name


def _names_of(code, taken):
    taken.update(code.co_names, code.co_varnames, code.co_cellvars, code.co_freevars)
    for value in code.co_consts:
        if isinstance(value, types.CodeType):
            _names_of(value, taken)
    return taken


def replace_unmarshallable(code):
    """(code, externals): `code` with every constant marshal cannot write replaced by a
    marker, recursively through nested code objects; externals maps each marker's name to
    its object and records where it was ((qualname, index) pairs in `places`)."""
    if _marshallable(code):
        return code, {}, []
    if any(s.startswith(MARKER) for s in _all_strings(code, set())):
        raise ValueError("the code object holds a str constant that starts with glassbox's external marker")
    taken = _names_of(code, set())
    values, places = {}, []

    def rebuild(co):
        consts = list(co.co_consts)
        changed = False
        for index, value in enumerate(consts):
            if isinstance(value, types.CodeType):
                new = rebuild(value)
                if new is not value:
                    consts[index], changed = new, True
            elif not _marshallable(value):
                name = _Namer.name_for(value, taken)
                values[name] = value
                places.append((name, getattr(co, "co_qualname", co.co_name), index))
                consts[index], changed = MARKER + name, True
        return co.replace(co_consts=tuple(consts)) if changed else co

    return rebuild(code), values, places


def _codes_named(code, qualname, found):
    if getattr(code, "co_qualname", code.co_name) == qualname:
        found.append(code)
    for value in code.co_consts:
        if isinstance(value, types.CodeType):
            _codes_named(value, qualname, found)
    return found


def code_constants(code, constants):
    """name -> object for the external constants the core itself names: code objects that the
    code uses as values (TorchDynamo passes one to _create_nested_fn), not to make a function.
    `constants` lists the core's (name, code_name, index); the marker names are skipped."""
    values = {}
    for name, qualname, index in constants:
        if not name.startswith("__glassbox_code_"):
            continue
        found = [owner.co_consts[index] for owner in _codes_named(code, qualname, [])
                 if 0 <= index < len(owner.co_consts) and isinstance(owner.co_consts[index], types.CodeType)]
        if not found or any(value != found[0] for value in found):
            raise ValueError("external constant %s: no one code object at co_consts[%d] of %s"
                             % (name, index, qualname))
        values[name] = found[0]
    return values
