"""The correctness protocol of depyf's paper, per function (3.8 syntax: runs on every Python).

For one function of a corpus module: decompile its code object with the tool, compile the
source with the same Python, take the function's code object out of what that compiled
to, put it in the original function's __code__ (the module loaded from its original
bytecode), run the module's checks() and compare the result with the original's, as
the round-trip harness does (canonical JSON). The original code goes back afterwards.

Taking a function out of its context needs two allowances, the same for every tool:
a source with free variables is compiled inside `def __bench_enclosing__():` binding
those names (so that the compiled function has them as free variables again), and
`def <lambda>(` is read as `def _(`. The recompiled function must have the original's
free variables, in the same order: else the swap is impossible and counts as a failure.
"""
import json
import signal
import sys

import corpus_functions
from corpus_functions import roundtrip

ENCLOSING = "__bench_enclosing__"


class Timeout(BaseException):
    """A time limit ran out. A BaseException, so that a tool's `except Exception` lets it through."""


class Failure(Exception):
    """One function failed the protocol: `kind` (a short category) and `reason` (the details)."""

    def __init__(self, kind, reason):
        super().__init__("%s: %s" % (kind, reason))
        self.kind = kind
        self.reason = reason


def alarm_handler(signum, frame):
    signal.setitimer(signal.ITIMER_REAL, 0.1)  # again soon, in case the code swallows this one
    raise Timeout()


def call_with_limit(seconds, function, *args):
    """function(*args), raising Timeout after `seconds` (main thread only: it uses SIGALRM)."""
    previous = signal.signal(signal.SIGALRM, alarm_handler)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        return function(*args)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def one_line(text, limit=200):
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit - 3] + "..."


def error_text(error):
    """`Type: message` of the innermost cause (depyf wraps every error in its own)."""
    for _ in range(20):
        inner = error.__cause__ or error.__context__
        if inner is None:
            break
        error = inner
    message = str(error)
    name = type(error).__name__
    return one_line(message if message.startswith(name + ":") else "%s: %s" % (name, message))


# ---------------------------------------------------------------- source -> code object

def enclosed(source, freevars):
    """The source inside a function that binds `freevars`, so that they stay free variables."""
    lines = ["def %s():" % ENCLOSING] + ["    %s = None" % name for name in freevars]
    lines += ["    " + line if line.strip() else line for line in source.splitlines()]
    return "\n".join(lines) + "\n"


def compiled(source):
    try:
        return roundtrip.compile_module(source, "<decompiled>")
    except SyntaxError as error:
        where = " in `%s`" % error.text.strip() if error.text and error.text.strip() else ""
        raise Failure("does not compile", one_line("%s: %s%s" % (type(error).__name__, error.msg, where)))
    except (ValueError, TypeError, RecursionError, MemoryError) as error:
        raise Failure("does not compile", error_text(error))


def function_in(container, name):
    """The function code object named `name` among `container`'s constants (the only one, failing that)."""
    functions = [code for _, code in corpus_functions.code_children(container)
                 if code.co_flags & corpus_functions.CO_OPTIMIZED]
    named = [code for code in functions if code.co_name in (name, "_" if name == "<lambda>" else name)]
    if named:
        return named[0]
    if len(functions) == 1:
        return functions[0]
    raise Failure("no such function in the output", "%d functions in it, none named %s" % (len(functions), name))


def recompiled_code(source, original):
    """The code object for `original` that the decompiled `source` compiles to; raises Failure."""
    if original.co_name == "<lambda>":
        source = source.replace("def <lambda>(", "def _(", 1)
    if original.co_freevars:
        container = function_in(compiled(enclosed(source, original.co_freevars)), ENCLOSING)
    else:
        container = compiled(source)
    code = function_in(container, original.co_name)
    if code.co_freevars != original.co_freevars:
        raise Failure("swap impossible", "free variables (%s) in place of (%s)" % (
            ", ".join(code.co_freevars), ", ".join(original.co_freevars)))
    return code


# ---------------------------------------------------------------- running the checks

def swap(function, new_code):
    try:
        function.__code__ = new_code
    except ValueError as error:  # refused: the free variables (checked before) or the like
        raise Failure("swap impossible", error_text(error))


class ModuleChecks(object):
    """One corpus module: its original checks() result, and checks() with one function's code swapped.

    A module whose checks() answer the same twice in one process is reused between swaps, as
    long as the last swap gave the original's answer; otherwise it is loaded afresh."""

    def __init__(self, path, source, limit):
        self.path = path
        self.name = path.stem
        self.limit = limit
        self.module_code = roundtrip.compile_module(source, str(path))
        self.module = None
        module = self.fresh()
        self.expected = self.checks_json(module)
        self.reusable = self.checks_json(module) == self.expected
        self.module = module if self.reusable else None

    def fresh(self):
        return corpus_functions.load_module(self.path, self.name, self.module_code)

    def checks_json(self, module):
        return roundtrip.canonical_json(call_with_limit(self.limit, module.checks))

    def swapped_checks(self, module, code_path, new_code):
        """checks() with `new_code` in every function object of `code_path`, as JSON; raises Failure."""
        functions = corpus_functions.tested_functions(module, self.module_code)[tuple(code_path)]
        originals = [function.__code__ for function in functions]
        try:
            for function in functions:
                swap(function, new_code)
            return self.checks_json(module)
        except Timeout:
            raise Failure("checks raise", "over %d s" % self.limit)
        except Failure:
            raise
        except Exception as error:
            raise Failure("checks raise", error_text(error))
        finally:
            for function, original in zip(functions, originals):
                function.__code__ = original

    def check(self, code_path, new_code):
        """Raises Failure unless checks() with the swapped function answers as the original's."""
        module = self.module or self.fresh()
        self.module = None  # until it has proved clean again
        answer = self.swapped_checks(module, code_path, new_code)
        if answer != self.expected:
            raise Failure("checks differ", one_line(roundtrip.first_json_difference(
                json.loads(self.expected), json.loads(answer))))
        if self.reusable:
            self.module = module


def decompiled_source(decompile, code, limit):
    try:
        source = call_with_limit(limit, decompile, code)
    except Timeout:
        raise Failure("decompile error", "over %d s" % limit)
    except Exception as error:  # RecursionError included
        raise Failure("decompile error", error_text(error))
    if not isinstance(source, str):
        raise Failure("decompile error", "returned %s, not str" % type(source).__name__)
    problems = getattr(source, "problems", None)  # glassbox: a marked fallback in the output
    if problems:
        raise Failure("marked fallback", one_line("%s at offset %s: %s" % tuple(problems[0])))
    return source


def check_function(module_checks, code_path, decompile, limit):
    """None when the function passes the protocol, else the Failure."""
    original = corpus_functions.code_at(module_checks.module_code, code_path)
    try:
        source = decompiled_source(decompile, original, limit)
        module_checks.check(code_path, recompiled_code(source, original))
    except Failure as failure:
        return failure
    return None


def check_module(path, source, code_paths, decompile, limit):
    """[(code path, None or Failure)] for the module's functions with the tool's `decompile`."""
    module_checks = ModuleChecks(path, source, limit)
    try:
        return [(code_path, check_function(module_checks, code_path, decompile, limit)) for code_path in code_paths]
    finally:
        sys.modules.pop(module_checks.name, None)
