"""The text of the dump files: transformed code, graphs, guards, full code, index."""
import functools
import keyword
import os
import re

HEADER_GRAPH = ("from math import inf, nan\n"
                "import torch\n"
                "from torch import device\n")

_DEF_LINE = re.compile(r"^(\s*)def\s+([A-Za-z_][A-Za-z0-9_]*)\s*\(", re.M)


def commented(text, prefix="# "):
    return "".join(prefix + line + "\n" for line in str(text).rstrip("\n").split("\n"))


@functools.lru_cache(maxsize=4096)
def _expression_compiles(text):
    return compiles(text, mode="eval") is None


def compiles(source, filename="<glassbox>", mode="exec"):
    """None if `source` compiles, else the SyntaxError's text."""
    try:
        compile(source, filename, mode, dont_inherit=True)
        return None
    except (SyntaxError, ValueError, OverflowError) as error:
        return "%s: %s" % (type(error).__name__, error)


def location(code):
    return "%s, line %s" % (code.co_filename, code.co_firstlineno)


def transformed_file(record, decompiled, original, disassembly_text):
    """The text of __transformed_code_<n>_for_<fn>.py; `decompiled` is None when there is no source;
    `original` (the original function decompiled) is None when its source is in a file."""
    code = record.original
    lines = ["# glassbox: the code TorchDynamo runs for %s (%s)" % (code.co_qualname if hasattr(code, "co_qualname")
                                                                    else code.co_name, location(code))]
    if decompiled is not None:
        if decompiled.external_values:
            lines.append("# names glassbox binds in the function's globals (constants with no literal): %s"
                         % ", ".join(sorted(decompiled.external_values)))
        source, wrapped = record.file_source or source_in_closure(decompiled.source, record.transformed)
        if wrapped:
            lines.append("# %s is a closure: the enclosing def gives it the free variables of Dynamo's code (%s)"
                         % (record.transformed.co_name, ", ".join(record.transformed.co_freevars)))
        text = "\n".join(lines) + "\n" + source
    else:
        lines.append("# glassbox could not decompile it: %s" % record.reason)
        lines.append("# Dynamo's own bytecode keeps running. Its disassembly:")
        text = "\n".join(lines) + "\n" + commented(disassembly_text)
    if decompiled is not None and record.reason:
        text += "\n# glassbox: %s\n# Dynamo's own bytecode runs instead. Its disassembly:\n" % record.reason
        text += commented(disassembly_text)
    if original is None:  # (its source is in a file: see capture.has_source_file)
        text += "\n\n# ---- the original function: %s ----\n" % location(code)
    elif original.source is not None:
        text += "\n\n# ---- the original function, decompiled, for reference ----\n" + commented(original.source)
    return text


def graph_file(stage_title, fn_name, body):
    lines = "# glassbox: %s of %s\n" % (stage_title, fn_name)
    return lines + HEADER_GRAPH + "\n" + body.lstrip("\n").rstrip("\n") + "\n"


_CLASS_LINE = re.compile(r"^(\s*)class ([^\s(:]+)(?=[(:])", re.M)


def readable_graph_text(text):
    """torch's printed graph module (print_readable, the text of its trace events) as Python that
    compiles: a module class named by something other than an identifier (`<lambda>`: the graphs
    of a compiled optimizer step) gets a name that is one; text that still does not compile is kept
    as a comment, with the reason."""
    def rename(match):
        name = match.group(2)
        if name.isidentifier() and not keyword.iskeyword(name):
            return match.group(0)
        name = re.sub(r"\W", "_", name).strip("_") or "GraphModule"
        return "%sclass %s" % (match.group(1), name + "_" if keyword.iskeyword(name) else name)
    text = _CLASS_LINE.sub(rename, text)
    problem = compiles(text)
    if problem is None:
        return text
    return "# glassbox: torch's text of this graph is not Python (%s):\n%s" % (problem, commented(text))


def renamed_def(source, new_name):
    """`source` (one top-level def) with the function renamed."""
    match = _DEF_LINE.search(source)
    if match is None:
        return source
    return source[:match.start(2)] + new_name + source[match.end(2):]


def guard_function(name, guards, tree_text=None):
    """A def that is the conjunction of the guard predicates; predicates that are not Python
    (C++ guards printed in their own notation) become comments."""
    out = ["def %s(L, G, **___kwargs_ignored):" % name, "    __guard_hit = True"]
    if guards is None:
        out.append("    # this torch does not list the guards of a cache entry")
        if tree_text:
            out.append("    # guard tree:")
            out.extend("    # " + line for line in tree_text.strip("\n").split("\n"))
    else:
        for guard in guards:
            one_line = " ".join(guard.split("\n"))
            if _expression_compiles(one_line):  # the same guards recur in every cache entry
                out.append("    __guard_hit = __guard_hit and (%s)" % one_line)
            else:
                out.append("    # not a Python expression: %s" % one_line)
    out.append("    return __guard_hit")
    return "\n".join(out) + "\n"


def call_arguments(code):
    """The parameters of `code` as a call forwarding them: "x, y, *args, k=k, **kwargs"."""
    names = code.co_varnames
    positional = code.co_argcount
    keyword_only = code.co_kwonlyargcount
    parts = list(names[:positional])
    index = positional + keyword_only
    star = None
    if code.co_flags & 0x04:
        star = names[index]
        index += 1
    if star:
        parts.append("*" + star)
    parts.extend("%s=%s" % (name, name) for name in names[positional:positional + keyword_only])
    if code.co_flags & 0x08:
        parts.append("**" + names[index])
    return ", ".join(parts)


def signature(code):
    names = code.co_varnames
    positional = code.co_argcount
    keyword_only = code.co_kwonlyargcount
    parts = list(names[:positional])
    posonly = getattr(code, "co_posonlyargcount", 0)
    if posonly:
        parts.insert(posonly, "/")
    index = positional + keyword_only
    if code.co_flags & 0x04:
        parts.append("*" + names[index])
        index += 1
    elif keyword_only:
        parts.append("*")
    parts.extend(names[positional:positional + keyword_only])
    if code.co_flags & 0x08:
        parts.append("**" + names[index])
    return ", ".join(parts)


def relative(path, directory):
    try:
        return os.path.relpath(path, directory)
    except ValueError:
        return path


_DECLARATION = re.compile(r"^    (nonlocal|global) ")
_ONE_LINE_DEF = re.compile(r"^def [A-Za-z_][A-Za-z0-9_]*\(.*\):$")


def source_in_closure(source, code, name=None):
    """(the text of `code`'s file for its decompiled `source`, whether it is wrapped in a def giving
    it the free variables of `code`); `name`: the def's name in `source` when not code's. The def
    also keeps the cells of `code` that its body leaves plain locals (Dynamo's code keeps the cells
    of the original function, for nested functions it traced away)."""
    name = name or code.co_name
    source = source.rstrip("\n") + "\n"
    wrapped = with_closure(source, name, code.co_freevars) if code.co_freevars else None
    missing = _cells_missing(wrapped or source, code, name)
    if missing:
        kept = _with_line_after_declarations(
            source, "if False: %s = None; (lambda: (%s,))  # glassbox: keeps the cells of Dynamo's code"
            % (" = ".join(missing), ", ".join(missing)))
        if kept is not None:
            source = kept
            wrapped = with_closure(source, name, code.co_freevars) if code.co_freevars else None
    if wrapped is not None:
        return wrapped, True
    return source, False


def _cells_missing(text, code, name):
    """The cell variables of `code` that the def `name` in `text` does not have (none when it does
    not compile)."""
    if not code.co_cellvars:
        return []
    try:
        module = compile(text, "<glassbox>", "exec", dont_inherit=True)
    except (SyntaxError, ValueError, OverflowError):
        return []
    found = [c for c in module.co_consts if isinstance(c, type(code)) and c.co_name == name]
    for wrapper in module.co_consts:
        if isinstance(wrapper, type(code)) and wrapper.co_name.startswith("__glassbox_closure_for_"):
            found += [c for c in wrapper.co_consts if isinstance(c, type(code)) and c.co_name == name]
    if len(found) != 1:
        return []
    return [cell for cell in code.co_cellvars if cell not in found[0].co_cellvars]


def _with_line_after_declarations(source, line):
    """`source` (one top-level def) with `line` first in its body after the global and nonlocal
    statements, which must come before any use of their names; None when the def line is not a
    single line."""
    lines = source.rstrip("\n").split("\n")
    if not _ONE_LINE_DEF.match(lines[0]):
        return None
    declarations = 1
    while declarations < len(lines) and _DECLARATION.match(lines[declarations]):
        declarations += 1
    return "\n".join(lines[:declarations] + ["    " + line] + lines[declarations:]) + "\n"


def with_closure(source, name, freevars):
    """`source` (one top-level def) nested in a def that makes `freevars` its free variables, in
    CPython's order, whether or not the body reads them; None when it cannot be done safely (a
    multi-line string would change when indented, or the def line is not a single line)."""
    if '"""' in source or "'''" in source:
        return None
    kept = _with_line_after_declarations(
        source, "if False: (%s,)  # glassbox: keeps the free variables of Dynamo's code" % ", ".join(freevars))
    if kept is None:
        return None
    out = ["def __glassbox_closure_for_%s():" % name]
    out += ["    %s = None" % var for var in freevars]
    out += [("    " + line) if line else line for line in kept.rstrip("\n").split("\n")]
    out.append("    return %s" % name)
    return "\n".join(out) + "\n"
