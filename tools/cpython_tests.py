#!/usr/bin/env python3
"""CPython's own test suites, run from the original bytecode and from decompiled source.

Run by the interpreter under test (3.8 syntax, standard library only). Two kinds of case:

  syntax tests   test_grammar, test_patma, test_exceptions, ... (issue 4): the test module
                 itself is decompiled, and run from its decompiled source;
  stdlib suites  json with test_json, textwrap with test_textwrap, ... (issue 5): the module or
                 package under test is decompiled (every submodule), and its test suite, from
                 this interpreter's own `test` package, runs against the decompiled copy.

For each case the tool compiles each module's original .py with this interpreter, decompiles
`marshal.dumps(code)` with the glassbox program into a private tree, then runs the test module twice,
each time in a fresh `python -I -S tools/cpython_tests/bootstrap.py` process: once as installed, once
with a finder first on sys.meta_path that loads the decompiled copies (see that file: `-I -S` keep
everything but the interpreter's start-up modules unimported until the finder is in place, and the
child reports which copies it served and any module under test found loaded from elsewhere).

Each case gets one status:

    same              both runs counted the same tests run, failed, errored, skipped (and the same tests failed)
    differs           both runs finished, with other counts or other failing tests
    decompile-failed  glassbox refused or crashed on a module under test (the reason is kept)
    decompiled-error  the decompiled copy could not be imported, or was not the one loaded
    timeout           a run overran --timeout seconds
    crash             a run ended without writing its result
    original-error    the test module cannot even run from the original (an environment problem)

    python tools/cpython_tests.py [--cli GLASSBOX] [--only NAME,...] [--timeout S] [--jobs N]
                                  [--json FILE] [--markdown FILE] [--keep]
    python tools/cpython_tests.py --versions "3.8 3.14" [--cli GLASSBOX] [--markdown docs/cpython-tests.md]

With --versions (run by any Python 3.8+), the tool runs itself under each of those interpreters
(3.8-3.13 from pyenv, 3.14 and 3.15 in the sid chroot: tests/python/interpreters.py), keeps each
version's JSON report in build-cpython-tests/reports/X.Y.json (with --ci: build-cpython-tests/ci/) and
writes one Markdown report for all.

Exit status: 0 when every case ran and came out `same`, 1 otherwise, 2 on bad usage.
"""
import argparse
import datetime
import json
import marshal
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import warnings
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
BOOTSTRAP = os.path.join(HERE, "cpython_tests", "bootstrap.py")
WORK_ROOT = os.path.join(REPO, "build-cpython-tests")
VERSION = "%d.%d" % sys.version_info[:2]
COUNTS = ("run", "failures", "errors", "skipped", "expected_failures", "unexpected_successes")
# "glassbox: PATH: CODE: offset N: REASON" or "glassbox: PATH: byte N: PROBLEM" (see `glassbox decompile --help`)
DECOMPILE_OPTIONS = []  # --flat: ["--flat"] (every function as glassbox's last resort, a state machine)
CLI_MESSAGE = re.compile(r"^glassbox: (?P<path>[^:]+)\.marshal: (?P<what>.*)$")
sys.path.insert(0, os.path.join(HERE, "cpython_tests"))
from markdown_report import counts_text, markdown, problem_ids  # noqa: E402  (the Markdown report)


# ---------------------------------------------------------------- the cases

class Case:
    """One test module of this interpreter's `test` package, and the modules it runs decompiled."""

    def __init__(self, name, test_module, under_test, kind, since=(3, 8)):
        self.name = name                  # what the report calls it: test_grammar, json
        self.test_module = test_module    # test.test_grammar, test.test_json
        self.under_test = under_test      # modules (or packages) loaded from decompiled source
        self.kind = kind                  # "syntax" or "stdlib"
        self.since = since


def syntax_test(name, since=(3, 8)):
    return Case(name, "test." + name, ["test." + name], "syntax", since)


def stdlib_suite(module, test_name):
    return Case(module, "test." + test_name, [module], "stdlib")


CASES = [
    syntax_test("test_grammar"),
    syntax_test("test_patma", since=(3, 10)),
    syntax_test("test_exceptions"),
    syntax_test("test_with"),
    syntax_test("test_contextlib"),
    syntax_test("test_coroutines"),
    syntax_test("test_generators"),
    syntax_test("test_except_star", since=(3, 11)),
    syntax_test("test_type_params", since=(3, 12)),
    stdlib_suite("json", "test_json"),
    stdlib_suite("textwrap", "test_textwrap"),
    stdlib_suite("collections", "test_collections"),
    stdlib_suite("dataclasses", "test_dataclasses"),
    stdlib_suite("enum", "test_enum"),
    stdlib_suite("fractions", "test_fractions"),
    stdlib_suite("statistics", "test_statistics"),
    stdlib_suite("string", "test_string"),
    stdlib_suite("heapq", "test_heapq"),
    stdlib_suite("bisect", "test_bisect"),
]
# A sample that runs in a few minutes on every version (`make cpython-tests-ci`).
CI_CASES = ["test_grammar", "test_patma", "test_with", "test_except_star", "test_type_params",
            "textwrap", "string", "heapq", "bisect", "fractions"]


def available_cases(only=None):
    """The cases this interpreter has (new syntax tests start at some version), in CASES order."""
    chosen = [case for case in CASES if sys.version_info[:2] >= case.since]
    if only:
        unknown = set(only) - set(case.name for case in CASES)
        if unknown:
            raise ValueError("unknown case(s): %s (known: %s)" % (", ".join(sorted(unknown)),
                                                                   ", ".join(case.name for case in CASES)))
        chosen = [case for case in chosen if case.name in only]
    return chosen


# ---------------------------------------------------------------- decompiling into a private tree

class DecompileFailure(Exception):
    pass


def source_files(name):
    """[(module name, path of its .py)] of a module, or of a package and all its submodules."""
    import importlib.util
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.origin or not spec.origin.endswith(".py"):
        raise DecompileFailure("%s: no Python source in this interpreter (%s)" % (name, spec and spec.origin))
    if not spec.submodule_search_locations:
        return [(name, spec.origin)]
    found = []
    root = os.path.dirname(spec.origin)
    for directory, subdirectories, files in os.walk(root):
        subdirectories[:] = sorted(d for d in subdirectories if d != "__pycache__"
                                   and os.path.exists(os.path.join(directory, d, "__init__.py")))
        relative = os.path.relpath(directory, root)
        package = name if relative == os.curdir else name + "." + relative.replace(os.sep, ".")
        for file in sorted(files):
            if file.endswith(".py"):
                module = package if file == "__init__.py" else package + "." + file[:-3]
                found.append((module, os.path.join(directory, file)))
    return found


def write_marshal(module, path, directory):
    """Compile the original like the import system does and marshal its code object."""
    with open(path, "rb") as handle:
        source = handle.read()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        code = compile(source, path, "exec", dont_inherit=True)
    target = os.path.join(directory, module + ".marshal")
    with open(target, "wb") as handle:
        handle.write(marshal.dumps(code))
    return target


def run_glassbox(cli, marshal_files, out_dir, timeout):
    """Decompile the marshal files into out_dir/NAME.py: glassbox's messages by module name."""
    command = [cli, "decompile", "--marshal", "--python", VERSION] + DECOMPILE_OPTIONS + ["-o", out_dir] + marshal_files
    if len(marshal_files) == 1:  # one input: -o names the output file
        command[-2] = os.path.join(out_dir, os.path.basename(marshal_files[0])[:-len(".marshal")] + ".py")
    try:
        done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=timeout,
                              universal_newlines=True, errors="replace")
    except subprocess.TimeoutExpired:
        raise DecompileFailure("glassbox ran past %d s" % timeout)
    if done.returncode not in (0, 1):
        raise DecompileFailure("glassbox died (exit status %d): %s" % (done.returncode, done.stderr[-500:]))
    messages = {}
    for line in done.stderr.splitlines():
        match = CLI_MESSAGE.match(line)
        if match:
            messages.setdefault(os.path.basename(match.group("path")), []).append(match.group("what"))
    return messages


def decompile_modules(cli, files, work_dir, timeout):
    """Decompile [(module, path)]: ({module: decompiled path}, [marked fallbacks]); DecompileFailure
    names the first module glassbox refused."""
    marshal_dir, out_dir = os.path.join(work_dir, "marshal"), os.path.join(work_dir, "decompiled")
    os.makedirs(marshal_dir)
    os.makedirs(out_dir)
    marshal_files = [write_marshal(module, path, marshal_dir) for module, path in files]
    messages = run_glassbox(cli, marshal_files, out_dir, timeout)
    outputs, fallbacks = {}, []
    for module, _ in files:
        output = os.path.join(out_dir, module + ".py")
        if not os.path.exists(output):
            reason = (messages.get(module) or ["no output"])[-1]
            raise DecompileFailure("%s: %s" % (module, reason))
        outputs[module] = output
        for message in messages.get(module, []):
            if "%s: %s" % (module, message) not in fallbacks:  # glassbox may warn of one twice
                fallbacks.append("%s: %s" % (module, message))
    return outputs, fallbacks


def mirror_package(original_dir, tree_dir, keep_out):
    """Mirror the package that holds a decompiled module (test/ for test.test_grammar): real
    directories, symlinked files, `keep_out` left for the copy. Tests open data next to their
    `__file__`, and some chdir there and compare os.getcwd() (TestChdir), which a symlinked
    directory would resolve elsewhere."""
    for directory, subdirectories, files in os.walk(original_dir):
        relative = os.path.relpath(directory, original_dir)
        kept_out = keep_out if relative == os.curdir else ()
        subdirectories[:] = [d for d in subdirectories if d != "__pycache__" and d not in kept_out]
        target_dir = os.path.normpath(os.path.join(tree_dir, relative))
        os.makedirs(target_dir, exist_ok=True)
        for file in files:
            if file not in kept_out:
                os.symlink(os.path.join(directory, file), os.path.join(target_dir, file))


def build_copy_tree(name, files, outputs, tree):
    """Lay the decompiled modules out like the originals under `tree`: {module: path of its copy}."""
    is_package = files[0][1].endswith("__init__.py")
    top_original = os.path.dirname(files[0][1]) if is_package else files[0][1]
    original_parent = os.path.dirname(top_original)
    parent_in_tree = os.path.join(tree, *name.split(".")[:-1])
    if "." in name:
        mirror_package(original_parent, parent_in_tree, {os.path.basename(top_original)})
    copies = {}
    for module, path in files:
        copy = os.path.join(parent_in_tree, os.path.relpath(path, original_parent))
        os.makedirs(os.path.dirname(copy), exist_ok=True)
        if os.path.lexists(copy):  # never write through a symlink into the standard library
            os.remove(copy)
        shutil.copyfile(outputs[module], copy)
        copies[module] = copy
    if is_package:
        link_package_data(top_original, os.path.join(parent_in_tree, os.path.basename(top_original)))
    return copies


def link_package_data(original_dir, copy_dir):
    """Symlink a package's files that are not modules (data, subdirectories without __init__.py)."""
    for directory, subdirectories, files in os.walk(original_dir):
        subdirectories[:] = [d for d in subdirectories if d != "__pycache__"]
        target_dir = os.path.join(copy_dir, os.path.relpath(directory, original_dir))
        os.makedirs(target_dir, exist_ok=True)
        for file in files:
            target = os.path.join(target_dir, file)
            if not file.endswith(".py") and not os.path.lexists(target):
                os.symlink(os.path.join(directory, file), target)


def prepare_copies(case, cli, work_dir, timeout):
    """Decompile every module under test of `case` into work_dir/tree: ({module: copy}, fallbacks)."""
    copies, fallbacks = {}, []
    tree = os.path.join(work_dir, "tree")
    for index, name in enumerate(case.under_test):
        files = source_files(name)
        outputs, found = decompile_modules(cli, files, os.path.join(work_dir, "glassbox%d" % index), timeout)
        copies.update(build_copy_tree(name, files, outputs, tree))
        fallbacks += found
    return copies, fallbacks


# ---------------------------------------------------------------- running the tests

def run_bootstrap(test_module, copies, run_dir, timeout):
    """Run the test module in a fresh interpreter: the bootstrap's outcome, plus "seconds" and
    "status" (None, "timeout" or "crash" with "detail")."""
    os.makedirs(run_dir)
    config, result = os.path.join(run_dir, "config.marshal"), os.path.join(run_dir, "result.marshal")
    with open(config, "wb") as handle:
        handle.write(marshal.dumps({"test_module": test_module, "copies": copies, "result": result}))
    log = os.path.join(run_dir, "output.log")
    start = time.time()
    with open(log, "wb") as output:
        process = subprocess.Popen([sys.executable, "-I", "-S", BOOTSTRAP, config], cwd=run_dir,
                                   stdin=subprocess.DEVNULL, stdout=output, stderr=subprocess.STDOUT,
                                   start_new_session=True)
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            kill_group(process)
            return {"status": "timeout", "detail": "ran past %d s" % timeout, "seconds": time.time() - start}
    seconds = time.time() - start
    if not os.path.exists(result):
        return {"status": "crash", "detail": "exit status %s: %s" % (process.returncode, tail(log)), "seconds": seconds}
    with open(result, "rb") as handle:
        outcome = marshal.loads(handle.read())
    outcome.update(status=None, seconds=seconds)
    return outcome


def kill_group(process):
    """Kill the test process and whatever it started (tests spawn interpreters)."""
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except OSError:
        pass
    process.wait()


def tail(path, lines=3):
    with open(path, "rb") as handle:
        text = handle.read()[-4000:].decode("utf-8", "replace")
    return " | ".join(text.strip().splitlines()[-lines:])


def compare(case, original, decompiled):
    """The case's (status, detail) from its two runs."""
    if original.get("status"):
        return original["status"], "original run: " + original["detail"]
    if original.get("error"):
        return "original-error", original["error"].strip().splitlines()[-1]
    if decompiled.get("status"):
        return decompiled["status"], "decompiled run: " + decompiled["detail"]
    if decompiled.get("error"):
        return "decompiled-error", decompiled["error"].strip().splitlines()[-1]
    if decompiled.get("wrong_origin"):
        return "decompiled-error", "loaded from elsewhere: %s" % decompiled["wrong_origin"]
    if not any(module in decompiled["served"] for module in case.under_test):
        return "decompiled-error", "the decompiled copy was never imported"
    if original.get("skipped_module") or decompiled.get("skipped_module"):
        same = original.get("skipped_module") == decompiled.get("skipped_module")
        return ("same" if same else "differs"), "module skipped: %s" % (original.get("skipped_module")
                                                                        or decompiled.get("skipped_module"))
    same = counts_of(original) == counts_of(decompiled) and problem_ids(original) == problem_ids(decompiled)
    return ("same" if same else "differs"), None


def counts_of(outcome):
    return tuple(outcome.get(key, 0) for key in COUNTS)


def run_case(case, cli, settings):
    """Decompile, run both ways, compare: the case's report."""
    start = time.time()
    work_dir = tempfile.mkdtemp(prefix=case.name + "-", dir=settings["work_dir"])
    report = {"name": case.name, "kind": case.kind, "test_module": case.test_module, "under_test": case.under_test,
              "status": None, "detail": None, "fallbacks": [], "decompiled_modules": [], "original": None,
              "decompiled": None, "seconds": 0.0}
    original = run_bootstrap(case.test_module, {}, os.path.join(work_dir, "original"), settings["timeout"])
    report["original"] = public_outcome(original)
    try:
        copies, report["fallbacks"] = prepare_copies(case, cli, work_dir, settings["decompile_timeout"])
    except DecompileFailure as failure:
        report["status"], report["detail"] = "decompile-failed", str(failure)
    else:
        report["decompiled_modules"] = sorted(copies)
        decompiled = run_bootstrap(case.test_module, copies, os.path.join(work_dir, "decompiled-run"),
                                   settings["timeout"])
        report["decompiled"] = public_outcome(decompiled)
        report["status"], report["detail"] = compare(case, original, decompiled)
    if not settings["keep"]:
        shutil.rmtree(work_dir, ignore_errors=True)
    report["seconds"] = round(time.time() - start, 1)
    return report


def public_outcome(outcome):
    """What the JSON report keeps of a run (lists, not tuples)."""
    kept = dict(outcome)
    kept["problems"] = [list(problem) for problem in outcome.get("problems", [])]
    kept["seconds"] = round(outcome.get("seconds", 0.0), 1)
    return kept


# ---------------------------------------------------------------- one version

def progress_line(index, total, report):
    return "cpython-tests %s [%d/%d] %-17s %-16s original %-15s decompiled %-15s %5.1f s%s\n" % (
        VERSION, index, total, report["name"], report["status"], counts_text(report["original"]),
        counts_text(report["decompiled"]), report["seconds"], (": " + report["detail"][:200]) if report["detail"] else "")


def run_version(cases, cli, settings):
    """Every case under this interpreter, `jobs` at a time: the version's report."""
    os.makedirs(settings["work_dir"], exist_ok=True)
    start = time.time()
    reports = [None] * len(cases)
    with ThreadPoolExecutor(max_workers=settings["jobs"]) as pool:
        futures = [(index, pool.submit(run_case, case, cli, settings)) for index, case in enumerate(cases)]
        for done, (index, future) in enumerate(futures, 1):
            reports[index] = future.result()
            sys.stderr.write(progress_line(done, len(cases), reports[index]))
            sys.stderr.flush()
    return {"version": VERSION, "python": sys.version.split()[0], "executable": sys.executable,
            "date": datetime.datetime.now().strftime("%Y-%m-%d %H:%M"), "seconds": round(time.time() - start, 1),
            "cases": reports}


# ---------------------------------------------------------------- several versions

def run_versions(options, argv):
    """--versions: run this tool under each interpreter; the glassbox program is copied into the
    repository (build-cpython-tests/bin) so that the chroot sees it too."""
    sys.path.insert(0, os.path.join(REPO, "tests", "python"))
    import interpreters
    start = time.time()
    private = os.path.join(WORK_ROOT, "bin", "glassbox")
    os.makedirs(os.path.dirname(private), exist_ok=True)
    shutil.copy2(required_cli(options), private)
    reports_dir = os.path.join(WORK_ROOT, "ci" if options.ci else "reports")  # a CI run keeps the full reports
    os.makedirs(reports_dir, exist_ok=True)
    reports, missing = [], []
    passed_on = interpreters.options_passed_on(argv, ("--versions", "--cli", "--json", "--markdown", "--work-dir"))
    for version in options.versions.replace(",", " ").split():
        python = interpreters.find(version)
        if python is None:
            sys.stderr.write("cpython-tests: no Python %s on this machine, skipped\n" % version)
            missing.append(version)
            continue
        json_path = os.path.join(reports_dir, version + ".json")
        if os.path.exists(json_path):
            os.remove(json_path)
        command = [python.path(__file__), "--cli", python.path(private), "--json", python.path(json_path),
                   "--work-dir", python.path(os.path.join(WORK_ROOT, "work", version))] + passed_on
        sys.stderr.write("cpython-tests: Python %s\n" % version)
        subprocess.run(python.argv + command)
        if not os.path.exists(json_path):
            missing.append(version)
            continue
        with open(json_path, encoding="utf-8") as handle:
            reports.append(json.load(handle))
    write_markdown(options.markdown, markdown(reports, missing, time.time() - start))
    return 0 if reports and not missing and all_same(reports) else 1


def all_same(reports):
    return all(case["status"] == "same" for report in reports for case in report["cases"])


def write_markdown(path, text):
    if path:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        sys.stderr.write("cpython-tests: wrote %s\n" % path)


# ---------------------------------------------------------------- main

def required_cli(options):
    cli = options.cli or os.environ.get("GLASSBOX_CLI")
    if not cli:
        raise ValueError("no glassbox program: pass --cli or set GLASSBOX_CLI")
    return os.path.abspath(cli)


def parse_arguments(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cli", help="the glassbox program (default: $GLASSBOX_CLI)")
    parser.add_argument("--only", help="comma-separated case names (%s)" % ", ".join(case.name for case in CASES))
    parser.add_argument("--ci", action="store_true", help="only the CI sample: %s" % ", ".join(CI_CASES))
    parser.add_argument("--timeout", type=int, default=600,
                        help="seconds for one run of one test module (default: %(default)s)")
    parser.add_argument("--decompile-timeout", type=int, default=300,
                        help="seconds for glassbox on one case's modules (default: %(default)s)")
    parser.add_argument("--jobs", type=int, default=1, help="cases run at once (default: %(default)s)")
    parser.add_argument("--json", help="write the JSON report to this file")
    parser.add_argument("--markdown", help="write the Markdown report to this file")
    parser.add_argument("--work-dir", help="where the decompiled trees and runs go (default: a folder of "
                                           "build-cpython-tests/work)")
    parser.add_argument("--flat", action="store_true",
                        help="decompile with --flat: every function (3.11+) as glassbox's last resort, a state "
                             "machine, to test that it behaves the same")
    parser.add_argument("--keep", action="store_true", help="keep each case's decompiled tree and run folders")
    parser.add_argument("--versions", help="run under each of these Python versions (\"3.11 3.12\") instead")
    return parser.parse_args(argv)


def chosen_names(options):
    names = set(options.only.replace(",", " ").split()) if options.only else set()
    if options.ci:
        names |= set(CI_CASES)
    return names


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    options = parse_arguments(argv)
    try:
        if options.versions:
            return run_versions(options, argv)
        cli = required_cli(options)
        if options.flat:
            DECOMPILE_OPTIONS.append("--flat")
        cases = available_cases(chosen_names(options))
    except ValueError as error:
        sys.stderr.write("cpython-tests: %s\n" % error)
        return 2
    settings = {"timeout": options.timeout, "decompile_timeout": options.decompile_timeout, "jobs": options.jobs,
                "keep": options.keep,
                "work_dir": os.path.abspath(options.work_dir or os.path.join(WORK_ROOT, "work", VERSION))}
    report = run_version(cases, cli, settings)
    if options.json:
        with open(options.json, "w", encoding="utf-8") as handle:
            json.dump(report, handle, indent=1)
    write_markdown(options.markdown, markdown([report], [], report["seconds"]))
    same = sum(case["status"] == "same" for case in report["cases"])
    sys.stderr.write("cpython-tests %s: %d of %d cases the same (%.0f s)\n" % (VERSION, same, len(cases),
                                                                             report["seconds"]))
    return 0 if all_same([report]) else 1


if __name__ == "__main__":
    sys.exit(main())
