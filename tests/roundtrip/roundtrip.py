#!/usr/bin/env python3
"""Round-trip harness: does glassbox's source compile again into the same program?

Run by the interpreter under test (3.8 syntax). For each module (default: every
file of tests/corpus that this Python can run):

  1. compile the source, hand `marshal.dumps(code)` to the decompiler;
  2. compile the decompiled source with this interpreter (a SyntaxError is
     reported with its line);
  3. import the original and the decompiled module, each in a fresh process, and
     compare what their `checks()` return (as JSON);
  4. compare the two code-object trees pairwise (children matched by their order
     among the code constants): instruction streams with jump targets as
     instruction indexes, exception tables, constants, names, variables, flags,
     argument counts, names and qualnames. Line numbers and positions are
     ignored, and so is what follows from them alone: NOPs, EXTENDED_ARG, and
     the fusing of LOAD_FAST/STORE_FAST pairs into superinstructions (3.13+),
     and with it whether a LOAD_FAST borrows (3.14+), and the line number a class
     body stores in __firstlineno__ (3.13+).

Differences explained and accepted are listed in allowed_differences.json as
"X.Y:module:qualname" -> reason; an entry that matches no difference is stale.

    python roundtrip.py [PATH ...] [--decompiler glassbox|identity|unparse|mutate] [--cli GLASSBOX]
                        [--report FILE|-] [--keep DIR] [--allowed FILE] [--jobs N]

Exit status: 0 when every module passes and no allow-list entry is stale,
1 otherwise, 2 on bad usage.
"""
import argparse
import bisect
import dis
import json
import marshal
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import warnings
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(os.path.dirname(HERE), "corpus")
ALLOWED = os.path.join(HERE, "allowed_differences.json")
VERSION = "%d.%d" % sys.version_info[:2]
MIN_PYTHON = re.compile(r"#\s*glassbox-corpus:\s*min-python=(\d+)\.(\d+)\s*$")
RESULT_MARKER = "GLASSBOX-CHECKS-RESULT:"
CONTEXT = 3                                   # instructions shown either side of a difference
CO_NEWLOCALS = 0x2
JUMPS = frozenset(getattr(dis, "hasjump", ())) | frozenset(dis.hasjrel) | frozenset(dis.hasjabs)
CONSTS = frozenset(dis.hasconst)
NAMED = frozenset(dis.hasname) | frozenset(dis.haslocal) | frozenset(dis.hasfree)
IGNORED_OPS = frozenset(["NOP", "EXTENDED_ARG", "CACHE"])
# 3.13+ fuses these pairs only when both halves are on one line: compared split. 3.14+ loads
# the second half of STORE_FAST_LOAD_FAST without borrowing, else with: borrowing is not compared.
SUPERINSTRUCTIONS = {"LOAD_FAST_LOAD_FAST": ("LOAD_FAST", "LOAD_FAST"),
                     "LOAD_FAST_BORROW_LOAD_FAST_BORROW": ("LOAD_FAST", "LOAD_FAST"),
                     "STORE_FAST_LOAD_FAST": ("STORE_FAST", "LOAD_FAST"),
                     "STORE_FAST_STORE_FAST": ("STORE_FAST", "STORE_FAST")}
SAME_AS = {"LOAD_FAST_BORROW": "LOAD_FAST"}
WARNINGS_LOCK = threading.Lock()              # catch_warnings() is not thread-safe


class DecompileError(Exception):
    """The decompiler produced no source."""


class Settings(object):
    def __init__(self, decompiler="glassbox", cli=None, mutation=None, allowed=ALLOWED, keep=None, timeout=120,
                 jobs=1):
        self.decompiler = decompiler  # a key of DECOMPILERS
        self.cli = cli                # the glassbox program (default: $GLASSBOX_CLI)
        self.mutation = mutation      # "OLD=>NEW" for the mutate decompiler
        self.allowed = allowed        # path of the allow-list, or None
        self.keep = keep              # directory to keep the work files in, or None
        self.timeout = timeout        # seconds for one decompilation or one checks() run
        self.jobs = jobs              # modules handled at once (each in its own processes)


# ---------------------------------------------------------------- decompilers

def decompile_glassbox(source, code, workdir, settings, extra=()):
    """The one place that knows how glassbox is invoked."""
    cli = settings.cli or os.environ.get("GLASSBOX_CLI")
    if not cli:
        raise DecompileError("no glassbox program: pass --cli or set GLASSBOX_CLI")
    marshal_path = os.path.join(workdir, "module.marshal")
    output_path = os.path.join(workdir, "glassbox-output.py")
    with open(marshal_path, "wb") as handle:
        handle.write(marshal.dumps(code))
    command = [cli, "decompile", "--marshal", marshal_path, "--python", VERSION, "-o", output_path] + list(extra)
    try:
        done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              universal_newlines=True, timeout=settings.timeout)
    except OSError as error:
        raise DecompileError("cannot run %s: %s" % (cli, error))
    except subprocess.TimeoutExpired:
        raise DecompileError("timeout after %d s" % settings.timeout)
    if done.returncode != 0 or not os.path.exists(output_path):
        raise DecompileError("exit status %d: %s" % (done.returncode, tail(done.stderr)))
    return read_text(output_path)


def decompile_glassbox_generated(source, code, workdir, settings):
    """glassbox's generated mode (decompile --generated, made for TorchDynamo's bytecode) on the
    compiler's bytecode: the output must behave the same; its instructions may differ."""
    return decompile_glassbox(source, code, workdir, settings, extra=["--generated"])


def decompile_glassbox_flat(source, code, workdir, settings):
    """glassbox's last resort forced on every function (decompile --flat): its control flow as a
    state machine must behave the same; its instructions differ."""
    return decompile_glassbox(source, code, workdir, settings, extra=["--flat"])


def decompile_identity(source, code, workdir, settings):
    """A perfect stand-in: the original text."""
    return source


def decompile_unparse(source, code, workdir, settings):
    """A stand-in that lays the code out anew (ast.unparse, 3.9+): what line numbers must not change."""
    import ast
    if not hasattr(ast, "unparse"):
        raise DecompileError("the unparse stand-in needs Python 3.9")
    return ast.unparse(ast.parse(source))


def decompile_mutate(source, code, workdir, settings):
    """A faulty stand-in for the self-test: the original with one textual change."""
    old, _, new = (settings.mutation or " + => - ").partition("=>")
    if old not in source:
        raise DecompileError("mutation %r matches nothing" % old)
    return source.replace(old, new, 1)


DECOMPILERS = {"glassbox": decompile_glassbox, "glassbox-generated": decompile_glassbox_generated,
               "glassbox-flat": decompile_glassbox_flat,
               "identity": decompile_identity, "unparse": decompile_unparse,
               "mutate": decompile_mutate}


# ---------------------------------------------------------------- small helpers

def read_text(path):
    with open(path, encoding="utf-8") as handle:
        return handle.read()


def write_text(path, text):
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)


def tail(text, lines=5):
    return " | ".join(text.strip().splitlines()[-lines:])


def canonical_json(value):
    return json.dumps(value, sort_keys=True)


def find_modules(paths):
    """The .py files named, or found (recursively, sorted) in the directories named."""
    found = []
    for path in paths:
        if os.path.isdir(path):
            for root, dirs, files in os.walk(path):
                dirs[:] = sorted(d for d in dirs if d != "__pycache__")
                found += [os.path.join(root, name) for name in sorted(files) if name.endswith(".py")]
        elif os.path.isfile(path):
            found.append(path)
        else:
            raise ValueError("no such file or directory: %s" % path)
    return found


def required_python(source):
    """The (major, minor) a module declares in its first line, (3, 8) if none."""
    match = MIN_PYTHON.match(source.split("\n", 1)[0])
    return (int(match.group(1)), int(match.group(2))) if match else (3, 8)


def compile_module(source, filename):
    """Compile like the import system does; warnings (3.14's on `return` in `finally`...) are not errors."""
    with WARNINGS_LOCK, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return compile(source, filename, "exec", dont_inherit=True)


# ---------------------------------------------------------------- behaviour

def run_checks_here(path, name):
    """Import `path` as module `name` and return what its checks() returns (None if it has none)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    checks = getattr(module, "checks", None)
    return checks() if callable(checks) else None


def child_main(path, name):
    """--run-checks: the child process's job; prints one marked JSON line."""
    sys.dont_write_bytecode = True
    try:
        outcome = {"ok": True, "result": json.loads(canonical_json(run_checks_here(path, name)))}
    except BaseException as error:  # the decompiled module may raise anything, SystemExit included
        outcome = {"ok": False, "error": "%s: %s" % (type(error).__name__, str(error)[:300])}
    sys.stdout.write("\n" + RESULT_MARKER + canonical_json(outcome) + "\n")
    return 0


def run_checks(path, name, timeout):
    """checks() of the module at `path`, run in a fresh interpreter: {"ok", "result" | "error"}."""
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONDONTWRITEBYTECODE="1")
    command = [sys.executable, os.path.abspath(__file__), "--run-checks", path, name]
    try:
        done = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              universal_newlines=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return {"ok": False, "error": "timeout after %d s" % timeout}
    for line in reversed(done.stdout.splitlines()):
        if line.startswith(RESULT_MARKER):
            return json.loads(line[len(RESULT_MARKER):])
    return {"ok": False, "error": "the process died (status %d): %s" % (done.returncode, tail(done.stderr))}


def first_json_difference(original, decompiled, where="result"):
    """Where two JSON values first differ, as text."""
    if type(original) is type(decompiled) and isinstance(original, dict):
        for key in sorted(set(original) | set(decompiled)):
            if original.get(key, KeyError) != decompiled.get(key, KeyError):
                return first_json_difference(original.get(key), decompiled.get(key), "%s[%r]" % (where, key))
    if type(original) is type(decompiled) and isinstance(original, list) and len(original) == len(decompiled):
        for index, (left, right) in enumerate(zip(original, decompiled)):
            if left != right:
                return first_json_difference(left, right, "%s[%d]" % (where, index))
    return "%s: %s vs %s" % (where, canonical_json(original)[:200], canonical_json(decompiled)[:200])


# ---------------------------------------------------------------- code objects

def const_text(value):
    """A constant as comparable text: code objects by name only (they are compared as a pair
    of their own), frozensets in sorted order, and -0.0, nan and inf kept apart by repr."""
    if hasattr(value, "co_code"):
        return "<code %s>" % value.co_name
    if isinstance(value, tuple):
        return "(%s%s)" % (", ".join(const_text(item) for item in value), "," if len(value) == 1 else "")
    if isinstance(value, frozenset):
        return "frozenset({%s})" % ", ".join(sorted(const_text(item) for item in value))
    if isinstance(value, slice):
        return "slice(%s, %s, %s)" % (const_text(value.start), const_text(value.stop), const_text(value.step))
    return repr(value)


def kept_instructions(code):
    """(offset, instruction or ready text): NOP and EXTENDED_ARG dropped, superinstructions split."""
    for ins in dis.get_instructions(code):
        if ins.opname in IGNORED_OPS:
            continue
        if ins.opname in SUPERINSTRUCTIONS:
            for opname, name in zip(SUPERINSTRUCTIONS[ins.opname], ins.argval):
                yield ins.offset, opname + " " + name
        else:
            yield ins.offset, ins


def instruction_text(ins, index_of):
    """One instruction as comparable text: jump targets as indexes, constants by value."""
    if ins.arg is None:
        argument = ""
    elif ins.opcode in JUMPS:
        argument = "-> %d" % index_of(ins.argval)
    elif ins.opcode in CONSTS:
        argument = const_text(ins.argval)
    elif ins.opcode in NAMED:
        argument = ins.argrepr or str(ins.argval)
    else:
        argument = "%d (%s)" % (ins.arg, ins.argrepr) if ins.argrepr else str(ins.arg)
    return (SAME_AS.get(ins.opname, ins.opname) + " " + argument).rstrip()


def line_number_loads(kept):
    """Indexes of the loads of a line number: 3.13+ class bodies store theirs in __firstlineno__."""
    return [index - 1 for index, (_, ins) in enumerate(kept)
            if index and getattr(ins, "opname", None) == "STORE_NAME" and ins.argval == "__firstlineno__"]


def line_number_constants(kept, line_loads):
    """co_consts indexes loaded only as a line number (a constant of the body equal to it shares it)."""
    loads = [(index, ins.arg) for index, (_, ins) in enumerate(kept) if getattr(ins, "opcode", None) in CONSTS]
    return set(arg for index, arg in loads if index in line_loads) - \
        set(arg for index, arg in loads if index not in line_loads)


def exception_table(code, index_of):
    """3.11+: the exception table's ranges and targets as instruction indexes."""
    entries = getattr(dis.Bytecode(code), "exception_entries", None) or []
    return ["%d-%d -> %d depth %d%s" % (index_of(entry.start), index_of(entry.end), index_of(entry.target),
                                       entry.depth, " lasti" if entry.lasti else "") for entry in entries]


def instructions(code):
    """The instruction stream, exception table and constants of `code`, as comparable text."""
    kept = list(kept_instructions(code))
    offsets = [offset for offset, _ in kept]

    def index_of(offset):
        return bisect.bisect_left(offsets, offset)

    line_loads = line_number_loads(kept)
    stream = ["(load a line number)" if index in line_loads else ins if isinstance(ins, str)
              else instruction_text(ins, index_of) for index, (_, ins) in enumerate(kept)]
    left_out = line_number_constants(kept, line_loads)
    constants = [const_text(value) for index, value in enumerate(code.co_consts) if index not in left_out]
    return stream, exception_table(code, index_of), constants


def code_fields(code):
    """Everything compared about one code object, in the order differences are reported."""
    stream, table, constants = instructions(code)
    return [
        ("co_name", code.co_name),
        ("co_qualname", getattr(code, "co_qualname", None)),
        ("co_argcount", code.co_argcount),
        ("co_posonlyargcount", code.co_posonlyargcount),
        ("co_kwonlyargcount", code.co_kwonlyargcount),
        ("co_flags", code.co_flags),
        ("instructions", stream),
        ("exception table", table),
        ("co_consts", constants),
        ("co_names", list(code.co_names)),
        ("co_varnames", list(code.co_varnames)),
        ("co_cellvars", list(code.co_cellvars)),
        ("co_freevars", list(code.co_freevars)),
    ]


def numbered(items, start, stop, mark):
    return ["%s%4d %s" % (">>" if index == mark else "  ", index, items[index])
            for index in range(max(start, 0), min(stop, len(items)))]


def describe_difference(field, original, decompiled):
    """The first difference within one field, with context for instruction streams."""
    if not isinstance(original, list):
        if field == "co_flags":
            original, decompiled = dis.pretty_flags(original), dis.pretty_flags(decompiled)
        return {"field": field, "original": original, "decompiled": decompiled}
    index = next((i for i, (a, b) in enumerate(zip(original, decompiled)) if a != b),
                 min(len(original), len(decompiled)))
    detail = {"field": field, "index": index,
              "original": original[index] if index < len(original) else "(end)",
              "decompiled": decompiled[index] if index < len(decompiled) else "(end)"}
    if field == "instructions":
        detail["context"] = {"original": numbered(original, index - CONTEXT, index + CONTEXT + 1, index),
                             "decompiled": numbered(decompiled, index - CONTEXT, index + CONTEXT + 1, index)}
    return detail


def compare_code(original, decompiled):
    """None when the two code objects agree, else the differing fields and the first difference."""
    if decompiled is None:
        return {"fields": ["missing"], "first": {"field": "missing", "original": original.co_name,
                                                 "decompiled": "(no such code object)"}}
    pairs = zip(code_fields(original), code_fields(decompiled))
    differing = [(name, left, right) for (name, left), (_, right) in pairs if left != right]
    if not differing:
        return None
    return {"fields": [name for name, _, _ in differing], "first": describe_difference(*differing[0])}


def child_codes(code):
    return [value for value in code.co_consts if hasattr(value, "co_code")]


def qualname_of(code, parent, parent_qualname):
    """co_qualname where the interpreter has it (3.11+), else the same name rebuilt from the nesting."""
    if hasattr(code, "co_qualname") or parent is None:
        return getattr(code, "co_qualname", code.co_name)
    if parent.co_name == "<module>" and parent_qualname == "<module>":
        return code.co_name
    separator = ".<locals>." if parent.co_flags & CO_NEWLOCALS else "."
    return parent_qualname + separator + code.co_name


def compare_trees(original, decompiled):
    """[(qualname, difference or None)] for every code object of the original, parents first."""
    results, seen = [], {}

    def visit(left, right, parent, parent_qualname):
        qualname = qualname_of(left, parent, parent_qualname)
        seen[qualname] = seen.get(qualname, 0) + 1
        unique = qualname if seen[qualname] == 1 else "%s#%d" % (qualname, seen[qualname])
        results.append((unique, compare_code(left, right)))
        right_children = child_codes(right) if right is not None else []
        for index, child in enumerate(child_codes(left)):
            visit(child, right_children[index] if index < len(right_children) else None, left, qualname)

    visit(original, decompiled, None, None)
    return results


def count_code_objects(code):
    return 1 + sum(count_code_objects(child) for child in child_codes(code))


# ---------------------------------------------------------------- one module

def new_module_report(path, name):
    return {"module": name, "path": path, "python": VERSION, "skipped": None,
            "decompiled": False, "decompile_error": None, "compiles": False, "compile_error": None,
            "checks": None, "checks_equal": False, "checks_error": None, "checks_difference": None,
            "code_objects": {"total": 0, "identical": 0, "accepted": 0}, "differences": [], "passed": False}


def work_directory(base, index, name):
    directory = os.path.join(base, "%03d-%s" % (index, name))
    for sub in ("original", "decompiled"):
        os.makedirs(os.path.join(directory, sub), exist_ok=True)
    return directory


def check_behaviour(report, original_path, decompiled_path, timeout):
    original = run_checks(original_path, report["module"], timeout)
    if not original["ok"]:
        report["checks_error"] = "the original fails: " + original["error"]
        return
    report["checks"] = original["result"]
    decompiled = run_checks(decompiled_path, report["module"], timeout)
    if not decompiled["ok"]:
        report["checks_error"] = "the decompiled module fails: " + decompiled["error"]
        return
    report["checks_equal"] = canonical_json(original["result"]) == canonical_json(decompiled["result"])
    if not report["checks_equal"]:
        report["checks_difference"] = first_json_difference(original["result"], decompiled["result"])


def check_code(report, original_code, decompiled_code, allowed):
    counts = report["code_objects"]
    for qualname, difference in compare_trees(original_code, decompiled_code):
        if difference is None:
            counts["identical"] += 1
            continue
        key = "%s:%s:%s" % (VERSION, report["module"], qualname)
        difference.update(qualname=qualname, key=key, accepted=allowed.get(key))
        counts["accepted"] += key in allowed
        report["differences"].append(difference)


def roundtrip_module(index, path, base, settings, allowed):
    """Decompile, recompile, run and compare one module (the index-th); returns its report."""
    name = os.path.splitext(os.path.basename(path))[0]
    report = new_module_report(path, name)
    source = read_text(path)
    needed = required_python(source)
    if sys.version_info[:2] < needed:
        report["skipped"] = "needs Python %d.%d" % needed
        return report
    workdir = work_directory(base, index, name)
    original_path = os.path.join(workdir, "original", name + ".py")
    decompiled_path = os.path.join(workdir, "decompiled", name + ".py")
    write_text(original_path, source)
    original_code = compile_module(source, original_path)
    report["code_objects"]["total"] = count_code_objects(original_code)
    try:
        text = DECOMPILERS[settings.decompiler](source, original_code, workdir, settings)
    except DecompileError as error:
        report["decompile_error"] = str(error)
        return report
    report["decompiled"] = True
    write_text(decompiled_path, text)
    try:
        decompiled_code = compile_module(text, decompiled_path)
    except (SyntaxError, ValueError) as error:
        report["compile_error"] = {"line": getattr(error, "lineno", None), "message": getattr(error, "msg", str(error)),
                                   "text": (getattr(error, "text", None) or "").strip()}
        return report
    report["compiles"] = True
    check_behaviour(report, original_path, decompiled_path, settings.timeout)
    check_code(report, original_code, decompiled_code, allowed)
    counts = report["code_objects"]
    report["passed"] = report["checks_equal"] and counts["identical"] + counts["accepted"] == counts["total"]
    return report


# ---------------------------------------------------------------- the run

def load_allowed(path):
    """The allow-list: {"X.Y:module:qualname": reason}."""
    if not path or not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as handle:
        allowed = json.load(handle)
    bad = [key for key, reason in allowed.items() if key.count(":") < 2 or not isinstance(reason, str)] \
        if isinstance(allowed, dict) else ["(not an object)"]
    if bad:
        raise ValueError("%s: entries must be \"X.Y:module:qualname\": \"reason\" (bad: %s)" % (path, bad))
    return allowed


def stale_entries(allowed, modules):
    """Entries for this Python and a module compared in this run that matched no difference."""
    matched = set(d["key"] for m in modules for d in m["differences"])
    compared = set(m["module"] for m in modules if m["compiles"])
    return sorted(key for key in allowed if key.split(":")[0] == VERSION
                  and key.split(":")[1] in compared and key not in matched)


def summarize(modules, stale):
    ran = [m for m in modules if not m["skipped"]]
    return {"modules": len(ran), "compile": sum(m["compiles"] for m in ran),
            "behaviour": sum(m["checks_equal"] for m in ran),
            "code_identical": sum(m["code_objects"]["identical"] for m in ran),
            "code_accepted": sum(m["code_objects"]["accepted"] for m in ran),
            "code_total": sum(m["code_objects"]["total"] for m in ran),
            "skipped": len(modules) - len(ran), "stale_allowances": stale,
            "passed": all(m["passed"] for m in ran) and not stale}


def run(paths, settings):
    """The whole run: {"python", "decompiler", "modules": [...], "summary": {...}}."""
    allowed = load_allowed(settings.allowed)
    base = settings.keep or tempfile.mkdtemp(prefix="glassbox-roundtrip-")
    try:
        with ThreadPoolExecutor(max_workers=max(settings.jobs, 1)) as pool:
            found = find_modules(paths)
            modules = list(pool.map(lambda index: roundtrip_module(index, found[index], base, settings, allowed),
                                    range(len(found))))
    finally:
        if not settings.keep:
            shutil.rmtree(base, ignore_errors=True)
    return {"python": VERSION, "decompiler": settings.decompiler, "modules": modules,
            "summary": summarize(modules, stale_entries(allowed, modules))}


def module_line(m):
    """One human line per module."""
    if m["skipped"]:
        return "%s: skipped (%s)" % (m["module"], m["skipped"])
    if not m["decompiled"]:
        return "%s: decompile FAILED: %s" % (m["module"], m["decompile_error"])
    if not m["compiles"]:
        error = m["compile_error"]
        return "%s: compile FAILED at line %s: %s: %s" % (m["module"], error["line"], error["message"], error["text"])
    behaviour = "ok" if m["checks_equal"] else "DIFFERS: %s" % (m["checks_error"] or m["checks_difference"])
    counts = m["code_objects"]
    line = "%s: compile ok, behaviour %s, code %d/%d identical" % (
        m["module"], behaviour, counts["identical"], counts["total"])
    if counts["accepted"]:
        line += " (%d accepted)" % counts["accepted"]
    refused = [d for d in m["differences"] if not d["accepted"]]
    if refused:
        first = refused[0]["first"]
        line += "; first at %s: %s%s: %s vs %s" % (
            refused[0]["qualname"], first["field"], "[%d]" % first["index"] if "index" in first else "",
            first["original"], first["decompiled"])
    return line


def summary_lines(report):
    lines = [module_line(m) for m in report["modules"]]
    s = report["summary"]
    lines.append("%d modules: compile %d/%d, behaviour %d/%d, identical code objects %d/%d"
                 % (s["modules"], s["compile"], s["modules"], s["behaviour"], s["modules"],
                    s["code_identical"], s["code_total"]))
    if s["code_accepted"]:
        lines.append("accepted differences (allowed_differences.json): %d" % s["code_accepted"])
    lines += ["stale allow-list entry (matches no difference): %s" % key for key in s["stale_allowances"]]
    return lines


def parse_arguments(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="*", help="modules or directories (default: tests/corpus)")
    parser.add_argument("--decompiler", choices=sorted(DECOMPILERS), default="glassbox")
    parser.add_argument("--cli", help="the glassbox program (default: $GLASSBOX_CLI)")
    parser.add_argument("--mutation", help="OLD=>NEW, the textual change the mutate decompiler makes")
    parser.add_argument("--allowed", help="the allow-list (default: %s, for --decompiler glassbox only: it "
                                          "explains glassbox's differences, none of a stand-in's)" % ALLOWED)
    parser.add_argument("--report", help="write the JSON report to this file ('-': stdout, summary to stderr)")
    parser.add_argument("--keep", help="keep the work files (decompiled sources) in this directory")
    parser.add_argument("--timeout", type=int, default=120, help="seconds per decompilation or checks() run")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="modules handled at once")
    return parser.parse_args(argv)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--run-checks"] and len(argv) == 3:
        return child_main(argv[1], argv[2])
    options = parse_arguments(argv)
    paths = options.paths or [CORPUS]
    allowed = options.allowed if options.allowed is not None else ALLOWED if options.decompiler == "glassbox" else None
    try:
        settings = Settings(options.decompiler, options.cli, options.mutation, allowed,
                            options.keep and os.path.abspath(options.keep), options.timeout, options.jobs)
        report = run(paths, settings)
    except ValueError as error:
        sys.stderr.write("roundtrip: %s\n" % error)
        return 2
    if options.report == "-":
        print(json.dumps(report, indent=1, sort_keys=True))
    elif options.report:
        write_text(options.report, json.dumps(report, indent=1, sort_keys=True) + "\n")
    human = sys.stderr if options.report == "-" else sys.stdout
    human.write("\n".join(summary_lines(report)) + "\n")
    return 0 if report["summary"]["passed"] else 1


if __name__ == "__main__":
    sys.exit(main())
