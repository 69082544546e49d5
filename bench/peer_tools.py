"""How the benchmark calls each tool on one code object (3.8 syntax: runs on every Python).

Every tool is run as its users run it, through its public API, in its own interpreter:

- glassbox: `glassbox.decompile(code)` (the Python package over the C++ core);
- depyf: `depyf.decompile(code)`;
- decompyle3 and uncompyle6: `code_deparse(code, out=...)` of their `semantics.pysource`,
  their API for a code object. For a function's code object it writes the body only, so
  the benchmark puts a `def NAME(ARGUMENTS):` line above it, made from the code object's
  own argument names and flags (defaults and annotations live on the function object,
  which the swap keeps).

load_tool(name) gives (decompile(code) -> source, version string); it raises when the tool
cannot be imported. A tool that refuses the running Python's bytecode says so on a probe
(probe_problem), and is then reported as unsupported for that version.
"""
import io
import os
import sys

CO_VARARGS = 0x4
CO_VARKEYWORDS = 0x8
CO_COROUTINE = 0x80
CO_ASYNC_GENERATOR = 0x200
TOOLS = ("glassbox", "depyf", "decompyle3", "uncompyle6")


def argument_list(code):
    """The parameter list of a def for `code`: names only, `/`, `*` and `**` where the flags say."""
    names = code.co_varnames
    positional = list(names[:code.co_argcount])
    if getattr(code, "co_posonlyargcount", 0):
        positional.insert(code.co_posonlyargcount, "/")
    keyword_only = list(names[code.co_argcount:code.co_argcount + code.co_kwonlyargcount])
    rest = code.co_argcount + code.co_kwonlyargcount
    star = []
    if code.co_flags & CO_VARARGS:
        star = ["*" + names[rest]]
        rest += 1
    elif keyword_only:
        star = ["*"]
    double_star = ["**" + names[rest]] if code.co_flags & CO_VARKEYWORDS else []
    return ", ".join(positional + star + keyword_only + double_star)


def with_def_line(code, body):
    """`body` (a function's statements) as a whole def of `code`'s name and arguments."""
    name = code.co_name if code.co_name.isidentifier() else "_"
    keyword = "async def" if code.co_flags & (CO_COROUTINE | CO_ASYNC_GENERATOR) else "def"
    lines = ["    " + line if line.strip() else line for line in body.splitlines()]
    if not any(line.strip() for line in lines):
        lines = ["    pass"]
    return "%s %s(%s):\n%s\n" % (keyword, name, argument_list(code), "\n".join(lines))


def glassbox_tool():
    import glassbox
    return glassbox.decompile, glassbox.__version__


def depyf_tool():
    import depyf
    import depyf.decompiler
    cached = getattr(depyf.decompiler.Decompiler.decompile, "cache_clear", None)

    def decompile(code):
        # depyf keeps every result in an lru_cache keyed on the code object: cleared, so that
        # a repeated decompilation is timed as one, not as a look-up.
        if cached is not None:
            cached()
        return depyf.decompile(code)
    return decompile, depyf.__version__


def body_deparser(code_deparse):
    def decompile(code):
        out = io.StringIO()
        code_deparse(code, out=out)
        return with_def_line(code, out.getvalue())
    return decompile


def decompyle3_tool():
    import decompyle3
    from decompyle3.semantics.pysource import code_deparse
    return body_deparser(code_deparse), decompyle3.__version__


def uncompyle6_tool():
    import uncompyle6
    from uncompyle6.semantics.pysource import code_deparse
    return body_deparser(code_deparse), uncompyle6.__version__


def load_tool(name):
    """(decompile, version) of the named tool; raises if it cannot be imported."""
    loaders = {"glassbox": glassbox_tool, "depyf": depyf_tool, "decompyle3": decompyle3_tool,
               "uncompyle6": uncompyle6_tool}
    stdout = sys.stdout
    sys.stdout = open(os.devnull, "w")  # some print banners on import
    try:
        return loaders[name]()
    finally:
        sys.stdout = stdout


def probe_function(x, y=1):
    total = 0
    for item in x:
        total += item * y
    return total


def probe_problem(decompile):
    """None when the tool decompiles a small loop of this Python's bytecode; else its error, which
    then stands for the whole version (decompyle3 and uncompyle6 refuse 3.9+ that way)."""
    try:
        decompile(probe_function.__code__)
        return None
    except Exception as error:
        return "%s: %s" % (type(error).__name__, " ".join(str(error).split())[:200])
