"""The part of bench/decompile.py that runs inside each measured interpreter.

It must run on every Python 3.8-3.15 (so: no syntax newer than 3.8), on the
interpreter whose bytecode is measured, because code objects only exist for the
Python that made them. Three subcommands, each printing one JSON line last:

    collect CORPUS_DIR OUT_DIR   compile the corpus modules this version can compile,
                                 write every function code object as marshal data
                                 (OUT_DIR/NNNNN.bin) and OUT_DIR/manifest.json
    time OUT_DIR --tool T        decompile every function with T (depyf or glassbox),
                                 once to check the output, then --repeats timed passes
    check OUT_DIR SOURCES_DIR    does each SOURCES_DIR/NNNNN.py (another tool's output) compile?
"""

import argparse
import dis
import json
import marshal
import os
import re
import signal
import sys
import time
import types
from pathlib import Path

CO_OPTIMIZED = 0x1  # set on function bodies (lambdas and comprehensions too), not on module or class bodies
MIN_PYTHON = re.compile(r"#\s*glassbox-corpus:\s*min-python=(\d+)\.(\d+)")
PER_FUNCTION_LIMIT_S = 3  # in the first pass; a function past it counts as failed and is not timed again


def emit(record):
    print(json.dumps(record), flush=True)


def function_codes(code):
    """Every code object nested in `code` (depth first), `code` itself excluded."""
    for const in code.co_consts:
        if isinstance(const, types.CodeType):
            yield const
            for inner in function_codes(const):
                yield inner


def collect(corpus, out):
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.bin"):
        old.unlink()
    here = sys.version_info[:2]
    functions = []
    modules = []
    for path in sorted(corpus.glob("*.py")):
        text = path.read_text(encoding="utf-8")
        match = MIN_PYTHON.match(text.splitlines()[0] if text else "")
        if match is None or (int(match.group(1)), int(match.group(2))) > here:
            continue
        module = compile(text, path.name, "exec", dont_inherit=True)
        modules.append(path.name)
        for code in function_codes(module):
            if not code.co_flags & CO_OPTIMIZED:
                continue  # a class body: not a function
            index = len(functions)
            (out / ("%05d.bin" % index)).write_bytes(marshal.dumps(code))
            functions.append({
                "file": "%05d.bin" % index, "module": path.name,
                "name": getattr(code, "co_qualname", code.co_name),
                "instructions": sum(1 for _ in dis.get_instructions(code)),
            })
    manifest = {"python": "%d.%d.%d" % sys.version_info[:3], "modules": modules, "functions": functions}
    (out / "manifest.json").write_text(json.dumps(manifest))
    emit({"python": manifest["python"], "modules": len(modules), "functions": len(functions),
          "instructions": sum(f["instructions"] for f in functions)})


def load(out):
    manifest = json.loads((out / "manifest.json").read_text())
    codes = [marshal.loads((out / f["file"]).read_bytes()) for f in manifest["functions"]]
    return manifest, codes


def compile_problem(source, code):
    """None when `source` (a decompiled function) compiles, else why not.

    Two allowances, the same for every tool, for what a function taken out of its context
    cannot help: a code object named `<lambda>`, `<listcomp>`, ... may come out as
    `def <lambda>(...):`, so that name is also tried as `_`; and a function with free
    variables comes out with `nonlocal` (or uses of names bound outside), so it is also
    tried inside a function that binds those names."""
    try:
        compile(source, "<decompiled>", "exec", dont_inherit=True)
        return None
    except Exception:  # SyntaxError mostly; ValueError for NUL bytes
        pass
    if not code.co_name.isidentifier():
        source = source.replace("def %s(" % code.co_name, "def _(", 1)
    lines = source.splitlines()
    if code.co_freevars:
        lines = (["def __bench_enclosing():"] + ["    %s = None" % name for name in code.co_freevars]
                 + ["    " + line if line.strip() else line for line in lines])
    try:
        compile("\n".join(lines) + "\n", "<decompiled>", "exec", dont_inherit=True)
        return None
    except SyntaxError as error:  # with these allowances: what is left to say
        return "%s: %s%s" % (type(error).__name__, error.msg,
                             " in `%s`" % error.text.strip() if error.text and error.text.strip() else "")
    except Exception as error:
        return "%s: %s" % (type(error).__name__, error)


class Timeout(BaseException):
    """Past PER_FUNCTION_LIMIT_S. A BaseException, so that `except Exception` in a tool lets it through."""


_timed_out = [False]


def _alarm(signum, frame):
    _timed_out[0] = True
    signal.setitimer(signal.ITIMER_REAL, 0.1)  # again soon, in case the tool swallows this one
    raise Timeout()


def short(text, limit=160):
    text = " ".join(str(text).split())
    return text if len(text) <= limit else text[:limit - 3] + "..."


def tool_function(tool, args):
    """(decompile(code) -> str, before_each_pass(), version) for the tool, or raises with why not."""
    if tool == "depyf":
        import depyf
        import depyf.decompiler
        cached = depyf.decompiler.Decompiler.decompile

        def clear():
            # Decompiler.decompile is an lru_cache keyed on the code object: without this,
            # every pass after the first would only look up the first pass's results.
            if hasattr(cached, "cache_clear"):
                cached.cache_clear()
        return depyf.decompile, clear, getattr(depyf, "__version__", "?")
    if tool == "glassbox":
        if args.library:
            os.environ["GLASSBOX_LIBRARY"] = args.library
        if args.pythonpath:
            sys.path.insert(0, args.pythonpath)
        import glassbox
        if not hasattr(glassbox, "decompile"):
            raise AttributeError("module 'glassbox' (%s) has no attribute 'decompile'"
                                 % getattr(glassbox, "__version__", "?"))
        return glassbox.decompile, (lambda: None), getattr(glassbox, "__version__", "?")
    raise SystemExit("unknown tool " + tool)


def attempt(decompile, code):
    """One checked call: (source or None, why it failed or None, whether it ran out of time, seconds)."""
    _timed_out[0] = False
    source = error = None
    start = end = 0.0
    try:
        try:
            signal.setitimer(signal.ITIMER_REAL, PER_FUNCTION_LIMIT_S)
            start = time.perf_counter()
            source = decompile(code)
        finally:
            end = time.perf_counter()
            signal.setitimer(signal.ITIMER_REAL, 0)
    except Timeout:
        pass
    except Exception as caught:  # RecursionError included
        # depyf wraps every error in "Failed to decompile NAME": the innermost cause says why.
        root = caught
        for _ in range(20):
            if (root.__cause__ or root.__context__) is None:
                break
            root = root.__cause__ or root.__context__
        message = str(root)
        name = type(root).__name__
        error = message if message.startswith(name + ":") else "%s: %s" % (name, message)
    if _timed_out[0]:  # also when the tool caught our Timeout and went on
        return None, "over %d s" % PER_FUNCTION_LIMIT_S, True, end - start
    if error is None and not isinstance(source, str):
        error = "returned %s, not str" % type(source).__name__
    return source, error, False, end - start


def time_tool(out, args):
    manifest, codes = load(out)
    try:
        decompile, before_pass, version = tool_function(args.tool, args)
    except BaseException as error:  # ImportError, the native library missing, no decompile(), ...
        emit({"available": False, "error": short("%s: %s" % (type(error).__name__, error))})
        return
    real_stdout = sys.stdout
    sys.stdout = open(os.devnull, "w")  # depyf prints warnings; keep them out of our JSON line
    signal.signal(signal.SIGALRM, _alarm)
    # Pass 1 also checks every output (the check is not timed) and puts a time limit on each call.
    failed = []
    untimed = set()  # ran out of time, or skipped
    skip = dict(item.split("=", 1) for item in args.skip.split(",") if item)
    before_pass()
    first_pass = 0.0
    for index, code in enumerate(codes):
        entry = manifest["functions"][index]
        if entry["file"] in skip:
            untimed.add(index)
            failed.append({"file": entry["file"], "function": entry["name"], "kind": "exception",
                           "reason": "not tried: " + skip[entry["file"]].replace("crashed", "crashes the CLI")})
            continue
        source, error, timed_out, seconds = attempt(decompile, code)
        if timed_out:
            untimed.add(index)
        else:
            first_pass += seconds
        if error is not None:
            failed.append({"file": entry["file"], "function": entry["name"], "kind": "exception",
                           "reason": short(error)})
            continue
        reason = compile_problem(source, code)
        if reason is not None:
            failed.append({"file": entry["file"], "function": entry["name"], "kind": "does not compile",
                           "reason": short(reason)})
        elif getattr(source, "problems", None):  # glassbox: the output holds a marked fallback
            problem = source.problems[0]
            if hasattr(problem, "reason"):  # the layout of the CLI's warning
                problem = "%s: offset %s: %s" % (problem.code_name, problem.offset, problem.reason)
            failed.append({"file": entry["file"], "function": entry["name"], "kind": "marked fallback",
                           "reason": short(problem)})
    # Pass 1's time (its decompile calls only, those that ran out of time left out) is the first
    # repetition. Errors were counted in pass 1.
    timed = [code for index, code in enumerate(codes) if index not in untimed]
    seconds = [first_pass]
    for _ in range(args.repeats - len(seconds)):
        before_pass()
        start = time.perf_counter()
        for code in timed:
            try:
                decompile(code)
            except Exception:
                pass
        seconds.append(time.perf_counter() - start)
    sys.stdout = real_stdout
    emit({"available": True, "version": version, "python": manifest["python"], "functions": len(codes),
          "timed_functions": len(timed),
          "timed_instructions": sum(f["instructions"] for i, f in enumerate(manifest["functions"])
                                    if i not in untimed),
          "seconds": seconds, "failed": failed})


def check(out, sources):
    """The other tool's outputs, written as SOURCES/NNNNN.py; a missing file is a failure already counted."""
    manifest, codes = load(out)
    failed = []
    for entry, code in zip(manifest["functions"], codes):
        path = sources / entry["file"].replace(".bin", ".py")
        if not path.exists():
            continue
        reason = compile_problem(path.read_text(encoding="utf-8", errors="surrogateescape"), code)
        if reason is not None:
            failed.append({"function": entry["name"], "file": entry["file"], "kind": "does not compile",
                           "reason": short(reason)})
    emit({"failed": failed})


def main():
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command")
    p = sub.add_parser("collect")
    p.add_argument("corpus")
    p.add_argument("out")
    p = sub.add_parser("time")
    p.add_argument("out")
    p.add_argument("--tool", required=True, choices=["depyf", "glassbox"])
    p.add_argument("--repeats", type=int, default=5)
    p.add_argument("--pythonpath", help="glassbox: the directory holding the glassbox package")
    p.add_argument("--library", help="glassbox: the core library (GLASSBOX_LIBRARY)")
    p.add_argument("--skip", default="", help="FILE=WHY,...: functions not to try (they crash the core)")
    p = sub.add_parser("check")
    p.add_argument("out")
    p.add_argument("sources")
    args = parser.parse_args()
    if args.command == "collect":
        collect(Path(args.corpus), Path(args.out))
    elif args.command == "time":
        time_tool(Path(args.out), args)
    elif args.command == "check":
        check(Path(args.out), Path(args.sources))
    else:
        parser.error("a subcommand is needed")


if __name__ == "__main__":
    main()
