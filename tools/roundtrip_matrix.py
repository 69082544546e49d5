#!/usr/bin/env python3
"""The decompiler's round trip over the corpus, for every Python 3.8-3.15, as one table.

For each interpreter (3.8-3.13 from pyenv, 3.14/3.15 from the sid chroot: see
tests/python/interpreters.py), one run of tests/roundtrip/roundtrip.py
--decompiler glassbox over tests/corpus (one interpreter process per version,
--jobs modules at once), and from the reports a Markdown table: one row per
corpus module (one feature area each), one column per version. A cell is

    pass                                  compiles, checks() agree, every code object equal
                                          (or its difference in allowed_differences.json)
    compiles·behaves·code≠ (N objects)    N code objects differ, unexplained
    fails: REASON                         no source (decompile), no compile (SyntaxError), or
                                          checks() differ or raise
    —                                     the module's syntax is newer than the version
    absent                                no interpreter for the version on this machine

    python tools/roundtrip_matrix.py [--cli GLASSBOX] [--out docs/roundtrip-matrix.md] [--jobs N]
                                     [--versions 3.12,3.13]

`make roundtrip-matrix` regenerates docs/roundtrip-matrix.md. The acceptance test
tests/roundtrip/test_corpus.py runs the same, asserts per (version, module) and
prints the same table; this module is the code both share.
"""

import argparse
import datetime
import functools
import json
import os
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tests" / "python"))
import interpreters  # noqa: E402

CORPUS = REPO / "tests" / "corpus"
ROUNDTRIP = REPO / "tests" / "roundtrip" / "roundtrip.py"
REQUIRED = REPO / "tests" / "roundtrip" / "required.json"
ALLOWED = REPO / "tests" / "roundtrip" / "allowed_differences.json"
DEFAULT_OUT = REPO / "docs" / "roundtrip-matrix.md"
MIN_PYTHON = re.compile(r"#\s*glassbox-corpus:\s*min-python=(\d+)\.(\d+)\s*$")
RUN_TIMEOUT = 3600          # seconds for one version's whole corpus
NEWER_SYNTAX = "—"
ABSENT = "absent"
PASS = "pass"


def version_tuple(version):
    return tuple(int(part) for part in version.split("."))


def default_jobs():
    """Modules one version's run handles at once. Each is a chain of short processes (the decompiler,
    two checks() runs); two at a time keep CI's two cores busy beside the second pytest worker
    without oversubscribing them, and more gains little on a bigger machine's share of one test."""
    return max(1, min(2, os.cpu_count() or 1))


# ---------------------------------------------------------------- the corpus

def corpus_modules():
    """{module name: (major, minor) it needs}, from each corpus file's first line."""
    modules = {}
    for path in sorted(CORPUS.glob("*.py")):
        with open(str(path), encoding="utf-8") as handle:
            match = MIN_PYTHON.match(handle.readline())
        modules[path.stem] = (int(match.group(1)), int(match.group(2))) if match else (3, 8)
    return modules


def runs_on(module, version, modules=None):
    """Whether `version` can compile the corpus module (its declared minimum or newer)."""
    modules = modules or corpus_modules()
    return version_tuple(version) >= modules[module]


def load_required(path=REQUIRED):
    """tests/roundtrip/required.json: the "X.Y:module" pairs that must pass, as a list."""
    with open(str(path), encoding="utf-8") as handle:
        required = json.load(handle)
    if not isinstance(required, list) or not all(isinstance(entry, str) for entry in required):
        raise ValueError("%s must be a JSON list of \"X.Y:module\" strings" % path)
    return required


# ---------------------------------------------------------------- running one version

class VersionRun(object):
    """One version's run: the harness's report, or why there is none."""

    def __init__(self, version, report=None, error=None, absent=False, full_version=None):
        self.version = version
        self.report = report              # roundtrip.py's JSON report
        self.error = error                # the harness failed as a whole (crash, timeout, no report)
        self.absent = absent              # no interpreter for this version here
        self.full_version = full_version  # "3.12.1", where asked for

    def module(self, name):
        """The module's report, or None when the run has none."""
        for module in (self.report or {}).get("modules", []):
            if module["module"] == name:
                return module
        return None

    def stale(self, name):
        """Allow-list entries of this version and module that matched no difference."""
        stale = (self.report or {}).get("summary", {}).get("stale_allowances", [])
        return [key for key in stale if key.split(":")[1] == name]


def cli_as_seen_by(python, cli):
    """The glassbox program's path as the interpreter sees it (inside the chroot: under /glassbox)."""
    cli = Path(cli).resolve()
    if python.repo == str(REPO):
        return str(cli)
    try:
        return python.path(cli)
    except ValueError:
        raise ValueError("%s is outside the repository, so Python %s (in the chroot) cannot run it"
                         % (cli, python.version))


@functools.lru_cache(maxsize=None)
def session_run(version, decompiler="glassbox"):
    """One run_version per (version, decompiler) in a test session, as the tests' environment asks:
    the program from $GLASSBOX_CLI, the modules at once from $GLASSBOX_ROUNDTRIP_JOBS (default_jobs())."""
    jobs = int(os.environ.get("GLASSBOX_ROUNDTRIP_JOBS") or default_jobs())
    return run_version(version, os.environ.get("GLASSBOX_CLI"), jobs, decompiler=decompiler)


def run_version(version, cli, jobs=None, timeout=RUN_TIMEOUT, ask_full_version=False, decompiler="glassbox"):
    """roundtrip.py --decompiler glassbox (or `decompiler`) over the corpus with this version's interpreter."""
    python = interpreters.find(version)
    if python is None:
        return VersionRun(version, absent=True)
    full_version = None
    if ask_full_version:
        answer = python.run(["-c", "import platform; print(platform.python_version())"], timeout=300)
        full_version = answer.stdout.strip() or None
    if not cli:
        return VersionRun(version, error="no glassbox program: pass --cli or set GLASSBOX_CLI",
                          full_version=full_version)
    try:
        cli = cli_as_seen_by(python, cli)
    except ValueError as error:
        return VersionRun(version, error=str(error), full_version=full_version)
    args = [python.path(ROUNDTRIP), "--decompiler", decompiler, "--cli", cli, "--report", "-",
            "--jobs", str(jobs or default_jobs()), python.path(CORPUS)]
    try:
        result = python.run(args, timeout=timeout)
    except Exception as error:  # subprocess.TimeoutExpired, OSError: the whole version fails, visibly
        return VersionRun(version, error="%s: %s" % (type(error).__name__, error), full_version=full_version)
    try:
        report = json.loads(result.stdout)
    except ValueError:
        return VersionRun(version, error="roundtrip.py gave no report (exit status %d): %s"
                          % (result.returncode, result.stderr.strip()[-2000:]), full_version=full_version)
    return VersionRun(version, report=report, full_version=full_version)


# ---------------------------------------------------------------- one cell

def behaviour_problems(run, expected=None):
    """A behaviour-only run (generated or flat mode): each module that does not compile or whose
    checks() differ, one line each. `expected`: {module: (start of a difference, why)} that is no
    error."""
    modules = run.report["modules"]
    assert modules, "no corpus module ran"
    problems = []
    for module in modules:
        if module.get("skipped"):
            continue
        if not module.get("compiles"):
            problems.append("%s: does not compile: %s" % (module["module"], module.get("compile_error")
                                                         or module.get("decompile_error")))
        elif not module.get("checks_equal"):
            difference = module.get("checks_error") or module.get("checks_difference") or ""
            known = (expected or {}).get(module["module"])
            if known and not module.get("checks_error") and difference.startswith(known[0]):
                continue
            problems.append("%s: checks() differ: %s" % (module["module"], difference))
    return problems


class Outcome(object):
    """One (version, module): the table's cell, and for the test what failed and why."""

    def __init__(self, cell, problems=(), detail=None):
        self.cell = cell                  # the text in the table
        self.problems = list(problems)    # empty: the module passes
        self.detail = detail              # why the cell is not "pass", one line

    @property
    def passed(self):
        return not self.problems


WORK_DIRECTORY = re.compile(r"[^\s'\"]*/\d{3}-[A-Za-z_]\w*/")   # roundtrip.py's per-module work directory


def one_line(text, limit=400):
    """A reason as one line, without the work directory's path (so that equal reasons group)."""
    text = " ".join(WORK_DIRECTORY.sub("", str(text)).split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def first_difference_text(difference):
    first = difference["first"]
    where = first["field"] + ("[%d]" % first["index"] if "index" in first else "")
    return "%s: %s: %r vs %r" % (difference["qualname"], where, first["original"], first["decompiled"])


def code_problem(difference):
    """The assertion text for one unexplained code difference, with the instructions around it."""
    lines = ["code object %s differs (%s); first: %s" % (
        difference["qualname"], ", ".join(difference["fields"]), first_difference_text(difference))]
    context = difference["first"].get("context")
    if context:
        lines.append("  original:   " + "\n              ".join(context["original"]))
        lines.append("  decompiled: " + "\n              ".join(context["decompiled"]))
    lines.append("  (if the difference is unavoidable, explain it in allowed_differences.json as %r)"
                 % difference["key"])
    return "\n".join(lines)


def outcome_of(run, name, modules=None):
    """The outcome of corpus module `name` in one version's run."""
    modules = modules or corpus_modules()
    if not runs_on(name, run.version, modules):
        return Outcome(NEWER_SYNTAX)
    if run.absent:
        return Outcome(ABSENT, ["Python %s is not available on this machine" % run.version])
    if run.error:
        return Outcome("fails: harness error", ["the round-trip run failed: " + run.error], one_line(run.error))
    module = run.module(name)
    if module is None:
        return Outcome("fails: not run", ["the report has no module %r" % name], "missing from the report")
    outcome = module_outcome(module)
    stale = run.stale(name)
    if stale:
        outcome.cell += " + stale allow-list entry"
        outcome.problems += ["stale allow-list entry (matches no difference): %s" % key for key in stale]
        outcome.detail = "; ".join(filter(None, [outcome.detail, "stale: " + ", ".join(stale)]))
    return outcome


def module_outcome(module):
    """The outcome of one module's report (roundtrip.py's new_module_report fields)."""
    if module["skipped"]:
        return Outcome(NEWER_SYNTAX)
    if not module["decompiled"]:
        detail = one_line(module["decompile_error"])
        return Outcome("fails: decompile", ["glassbox gave no source: " + module["decompile_error"]], detail)
    if not module["compiles"]:
        error = module["compile_error"]
        detail = one_line("%s: %s" % (error["message"], error["text"]))
        return Outcome("fails: SyntaxError, line %s" % error["line"],
                       ["the decompiled source does not compile: line %s: %s: %s"
                        % (error["line"], error["message"], error["text"])], detail)
    refused = [difference for difference in module["differences"] if not difference["accepted"]]
    code_problems = [code_problem(difference) for difference in refused]
    if not module["checks_equal"]:
        error = module["checks_error"]
        if error:
            cell = "fails: original checks() fail" if error.startswith("the original") else "fails: checks() raise"
            return Outcome(cell, [error] + code_problems, one_line(error))
        difference = module["checks_difference"]
        return Outcome("fails: checks() differ", ["checks() answer differently: " + difference] + code_problems,
                       one_line(difference))
    counts = module["code_objects"]
    if refused:
        names = ", ".join(difference["qualname"] for difference in refused)
        return Outcome("compiles·behaves·code≠ (%d objects)" % len(refused), code_problems,
                       one_line("%d/%d code objects identical; differ: %s; first: %s" % (
                           counts["identical"], counts["total"], names, first_difference_text(refused[0]))))
    return Outcome(PASS + (" (%d allowed)" % counts["accepted"] if counts["accepted"] else ""))


# ---------------------------------------------------------------- the table

def case_result(run, name, modules=None):
    """What the table needs of one (version, module), as plain JSON-able values (the test hands
    them from pytest-xdist's workers to the process that prints the table)."""
    modules = modules or corpus_modules()
    outcome = outcome_of(run, name, modules)
    report = run.module(name) if outcome.cell not in (NEWER_SYNTAX, ABSENT) else None
    counts = report["code_objects"] if report else {"identical": 0, "accepted": 0, "total": 0}
    compiles = bool(report and report["compiles"])
    return {
        "version": run.version, "module": name, "cell": outcome.cell, "detail": outcome.detail,
        "ran": outcome.cell not in (NEWER_SYNTAX, ABSENT), "passed": outcome.passed,
        "compiles": compiles, "behaves": bool(report and report["checks_equal"]),
        "code_equal": compiles and all(d["accepted"] for d in report["differences"]),
        "objects_equal": counts["identical"] + counts["accepted"] if compiles else 0,
        "objects": counts["total"],
    }


def markdown_cell(text):
    return text.replace("|", "\\|")


def code_span(text):
    return "`%s`" % text.replace("`", "'")


TOTALS = [("(a) compiles", "compiles", "ran"), ("(b) behaves", "behaves", "ran"),
          ("(c) code equal", "code_equal", "ran"), ("code objects equal", "objects_equal", "objects"),
          ("pass", "passed", "ran")]


def matrix_lines(results, versions, modules=None, required=(), missing=ABSENT):
    """The table, its totals and the reasons of the cells that are not "pass", as Markdown lines.
    `results`: {(version, module): case_result(...)}; a pair the version can run but without a
    result reads `missing` (the whole version absent, or the pair not selected in this test run)."""
    modules = modules or corpus_modules()
    required = set(required)
    lines = ["| module | from | " + " | ".join(versions) + " | passed |",
             "|---|---|" + "---|" * len(versions) + "---:|"]
    reasons = {}
    for name in sorted(modules):
        cells, passed, ran = [], 0, 0
        for version in versions:
            result = results.get((version, name))
            if result is None:
                text = NEWER_SYNTAX if not runs_on(name, version, modules) else missing
            else:
                text = result["cell"]
                passed += result["passed"] and result["ran"]
                ran += result["ran"]
                if result["detail"]:
                    reasons.setdefault(result["detail"], []).append("%s:%s" % (version, name))
            if "%s:%s" % (version, name) in required:
                text += " ★"
            cells.append(markdown_cell(text))
        lines.append("| %s | %d.%d | %s | %d/%d |" % (name, modules[name][0], modules[name][1], " | ".join(cells),
                                                      passed, ran))
    for label, key, of in TOTALS:
        cells, done, out_of = [], 0, 0
        for version in versions:
            ran = [r for (v, _), r in results.items() if v == version and r["ran"]]
            if not ran:
                cells.append(missing)
                continue
            count = sum(int(r[key]) for r in ran)
            total = sum(int(r[of]) for r in ran)
            cells.append("%d/%d" % (count, total))
            done, out_of = done + count, out_of + total
        lines.append("| **%s** | | %s | %d/%d |" % (label, " | ".join(cells), done, out_of))
    if reasons:
        lines += ["", "Why cells are not \"pass\" (each reason once, with its cells):", ""]
        for detail, cells in sorted(reasons.items(), key=lambda item: (-len(item[1]), item[0])):
            shown = ", ".join(cells[:12]) + (", … (%d cells)" % len(cells) if len(cells) > 12 else "")
            lines.append("- %s — %s" % (code_span(detail), shown))
    return lines


def document(runs, modules, required):
    absent = [run.version for run in runs if run.absent]
    versions = ", ".join(run.full_version or run.version for run in runs if not run.absent)
    lines = [
        "# Decompiler round-trip matrix",
        "",
        "Generated by `make roundtrip-matrix` (`tools/roundtrip_matrix.py`) on %s with Python %s%s."
        % (datetime.date.today().isoformat(), versions,
           "; no interpreter here for " + ", ".join(absent) if absent else ""),
        "For each corpus module (`tests/corpus/`, one feature area each) and version: glassbox decompiles the "
        "module's code object, the same interpreter compiles the source again, and the round trip passes when "
        "(a) it compiles, (b) the module's `checks()` answer the same from the decompiled source, and (c) every "
        "recompiled code object's instructions equal the original's, line numbers aside, or the difference is "
        "explained in `tests/roundtrip/allowed_differences.json` (`tests/roundtrip/roundtrip.py`).",
        "",
        "Cells: `pass`; `compiles·behaves·code≠ (N objects)`: (a) and (b) hold, N code objects differ; "
        "`fails: reason`; `—`: the module's syntax is newer than the version; ★: in "
        "`tests/roundtrip/required.json`, so CI fails unless it passes (`tests/roundtrip/test_corpus.py`).",
        "",
    ]
    results = {(run.version, name): case_result(run, name, modules)
               for run in runs if not run.absent for name in modules}
    return "\n".join(lines + matrix_lines(results, [run.version for run in runs], modules, required)) + "\n"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cli", default=os.environ.get("GLASSBOX_CLI") or str(REPO / "build" / "cli" / "glassbox"),
                        help="the glassbox program (default: $GLASSBOX_CLI, else build/cli/glassbox)")
    parser.add_argument("--out", default=str(DEFAULT_OUT), help="the Markdown file (default: %(default)s)")
    parser.add_argument("--jobs", type=int, default=default_jobs(), help="modules at once per version")
    parser.add_argument("--versions", help="comma-separated versions (default: all of 3.8-3.15)")
    options = parser.parse_args(argv)
    versions = options.versions.split(",") if options.versions else interpreters.ALL_VERSIONS
    unknown = [version for version in versions if version not in interpreters.ALL_VERSIONS]
    if unknown:
        parser.error("unknown versions: %s" % ", ".join(unknown))
    modules = corpus_modules()
    runs = []
    for version in versions:
        run = run_version(version, options.cli, options.jobs, ask_full_version=True)
        state = "absent" if run.absent else "harness error" if run.error else "%d/%d pass" % (
            sum(outcome_of(run, name, modules).passed for name in modules if runs_on(name, version, modules)),
            sum(runs_on(name, version, modules) for name in modules))
        sys.stderr.write("Python %s: %s\n" % (version, state))
        runs.append(run)
    text = document(runs, modules, load_required())
    with open(options.out, "w", encoding="utf-8") as handle:
        handle.write(text)
    sys.stdout.write("wrote %s\n" % options.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
