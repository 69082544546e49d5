"""The Markdown report of tools/cpython_tests.py: one table per Python version, what differs in each
case (tests that reached a marked fallback grouped by its reason, every other failing test by name),
and a summary of all versions. Reads the JSON reports the tool writes; 3.8 syntax, standard library only."""
import re

from source_readers import source_reading_reason

MEMORY_ADDRESS = re.compile(r"0x[0-9a-fA-F]+")
FALLBACK_MARK = "glassbox: could not reconstruct "  # in what a marked fallback of decompiled code raises


def problem_ids(outcome):
    """The tests that failed, errored or unexpectedly succeeded, memory addresses masked."""
    return set((kind, MEMORY_ADDRESS.sub("0x?", test)) for kind, test, _ in outcome.get("problems", []))


def counts_text(outcome):
    """'run/failures/errors/skipped' of one run, or what stopped it."""
    if outcome is None:
        return "-"
    if outcome.get("status"):
        return outcome["status"]
    if outcome.get("error"):
        return "error"
    if outcome.get("skipped_module"):
        return "module skipped"
    return "%d/%d/%d/%d" % (outcome["run"], outcome["failures"], outcome["errors"], outcome["skipped"])


def cell(text, width=200):
    text = str(text).replace("|", "\\|").replace("\n", " ")
    return text if len(text) <= width else text[:width - 1] + "…"


def version_table(report):
    lines = ["| case | modules decompiled | marked fallbacks | original run/fail/err/skip | "
             "decompiled run/fail/err/skip | status |", "|---|---|---|---|---|---|"]
    for case in report["cases"]:
        modules = ", ".join(case["under_test"]) + (" (%d files)" % len(case["decompiled_modules"])
                                                   if len(case["decompiled_modules"]) > 1 else "")
        status = shown_status(case)
        lines.append("| %s | %s | %d | %s | %s | %s |" % (case["name"], modules, len(case["fallbacks"]),
                                                          counts_text(case["original"]),
                                                          counts_text(case["decompiled"]), status))
    return lines


def only_when_decompiled(case):
    """[(kind, test, last line)] of the tests that fail in the decompiled run but not in the original."""
    original = problem_ids(case["original"])
    return [(kind, test, last) for kind, test, last in case["decompiled"]["problems"]
            if (kind, MEMORY_ADDRESS.sub("0x?", test)) not in original]


def layout_only(case):
    """A case that differs only by tests reading their own source text or line layout."""
    if case["status"] != "differs" or not case["decompiled"]:
        return False
    new = only_when_decompiled(case)
    gone = problem_ids(case["original"]) - problem_ids(case["decompiled"])
    return bool(new) and not gone and all(source_reading_reason(test) and not reached_fallback(last)
                                          for _, test, last in new)


def shown_status(case):
    if case["status"] == "same":
        return "**same**"
    return "differs (source readers only)" if layout_only(case) else case["status"]


def reached_fallback(last_line):
    """The marked fallback a test ran into ("REASON at offset N"), or None."""
    _, mark, fallback = last_line.partition(FALLBACK_MARK)
    return fallback.strip().rstrip("'\")\"") if mark else None


def fallback_lines(last_lines):
    """One bullet per kind of marked fallback reached: how many tests, at which offsets."""
    offsets_by_reason = {}
    for last in last_lines:
        reason, _, offset = reached_fallback(last).rpartition(" at offset ")
        offsets_by_reason.setdefault(reason, []).append(offset)
    return ["  - %d reach a marked fallback, \"%s\" (offsets %s)" % (len(offsets), reason, ", ".join(sorted(
        set(offsets), key=lambda offset: int(offset) if offset.isdigit() else 0))) for reason, offsets in
        sorted(offsets_by_reason.items())]


def case_differences(case, limit=15):
    """Markdown bullets saying what went otherwise in the decompiled run: tests that ran into a marked
    fallback, grouped by fallback, then every other test that failed only there."""
    lines = []
    if case["detail"]:
        lines.append("- **%s** (%s): %s" % (case["name"], case["status"], cell(case["detail"], 400)))
    if case["status"] != "differs" or not case["decompiled"]:
        return lines
    new = only_when_decompiled(case)
    lines.append("- **%s**: %d test(s) fail only when decompiled%s" % (case["name"], len(new), ":" if new else ""))
    lines += fallback_lines([last for _, _, last in new if reached_fallback(last)])
    others = [(kind, test, last) for kind, test, last in new if not reached_fallback(last)]
    for kind, test, last in others[:limit]:
        reason = source_reading_reason(test)
        if reason:
            lines.append("  - %s `%s`: reads its own source: %s" % (kind, cell(test, 150), reason))
        else:
            lines.append("  - %s `%s`: %s" % (kind, cell(test, 150), cell(last, 250)))
    if len(others) > limit:
        lines.append("  - … and %d more (see the JSON report)" % (len(others) - limit))
    gone = problem_ids(case["original"]) - problem_ids(case["decompiled"])
    if gone:
        lines.append("  - and %d test(s) fail only in the original run" % len(gone))
    return lines


def version_markdown(report):
    same = sum(case["status"] == "same" for case in report["cases"])
    lines = ["## Python %s" % report["version"], "",
             "Python %s, %s, %.0f s: **%d of %d cases the same**." % (report["python"], report["date"],
                                                                       report["seconds"], same, len(report["cases"])),
             ""] + version_table(report)
    differences = [line for case in report["cases"] if case["status"] != "same" for line in case_differences(case)]
    if differences:
        lines += ["", "What differs:", ""] + differences
    return lines + [""]


def summary_table(reports, missing):
    lines = ["| Python | cases | same | differs: source readers only | differs | other | seconds |",
             "|---|---|---|---|---|---|---|"]
    for report in reports:
        statuses = [case["status"] for case in report["cases"]]
        readers = sum(layout_only(case) for case in report["cases"])
        other = len(statuses) - statuses.count("same") - statuses.count("differs")
        lines.append("| %s | %d | %d | %d | %d | %d | %.0f |" % (
            report["version"], len(statuses), statuses.count("same"), readers, statuses.count("differs") - readers,
            other, report["seconds"]))
    lines += ["| %s | not available on this machine | | | | | |" % version for version in missing]
    return lines


MARKDOWN_HEADER = """# CPython's test suites from decompiled source

Written by `tools/cpython_tests.py` (`make cpython-tests`). Each case runs a test module of the
interpreter's own `test` package twice, each time in a fresh `python -I -S` process: from the
original bytecode, and with the modules below loaded from glassbox's decompiled source (a finder
put first on `sys.meta_path` before anything else is imported; the run checks that the decompiled
copies were the ones loaded).

- *syntax tests* (issue 4): the test module itself is decompiled;
- *stdlib suites* (issue 5): the module or package under test is decompiled (every submodule),
  and its unchanged test suite runs against it.

Counts are tests run / failures / errors / skipped (a doctest docstring counts as one test, a
failing subtest as one failure). `same` means the same counts and the same failing tests.
*Marked fallbacks* counts the places where glassbox said it could not reconstruct the code (the
decompiled source raises `SystemError` there); a test that reaches one fails. Under "What differs",
tests that reached a fallback are grouped by its reason; every other test listed failed for another
reason: a wrong decompilation, or a test that reads its own line numbers or source text
(tracing tests, PEP 626 line numbers, tracebacks quoting source lines), which decompiled source
does not keep. Tests found to be of that second kind are listed, with what each reads, in
`tools/cpython_tests/source_readers.py`; the report marks them "reads its own source", and a case
whose only differences are such tests "differs (source readers only)".

Run it with `make cpython-tests` (all versions, this file) or `make cpython-tests-ci` (the sample
`CI_CASES`); one version: `python3.X tools/cpython_tests.py --cli GLASSBOX [--only json,test_with]
[--keep]` (with `--keep`, the decompiled trees and each run's output stay in build-cpython-tests/work/).
"""


def markdown(reports, missing, seconds):
    lines = [MARKDOWN_HEADER, "Whole run: %.0f s (wall clock)." % seconds, ""] + summary_table(reports, missing) + [""]
    for report in reports:
        lines += version_markdown(report)
    return "\n".join(lines) + "\n"
