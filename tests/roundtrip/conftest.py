"""Prints the round-trip matrix (version × corpus module) of tests/roundtrip/test_corpus.py at the
end of the session, and the pairs that now pass but required.json does not list yet. The cases
travel in each test report's user_properties, so this works under pytest-xdist too."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                                "tools"))

import roundtrip_matrix  # noqa: E402

CASE_PROPERTY = "glassbox_roundtrip_case"
NOTICE_PROPERTY = "glassbox_roundtrip_notice"
_results = {}
_notices = []


def pytest_runtest_logreport(report):
    if report.when != "call" and not (report.when == "setup" and report.skipped):
        return
    for name, value in report.user_properties:
        if name == CASE_PROPERTY:
            _results[(value["version"], value["module"])] = value
        elif name == NOTICE_PROPERTY:
            _notices.append(value)


def pytest_terminal_summary(terminalreporter):
    if not _results:
        return
    versions = [v for v in roundtrip_matrix.interpreters.ALL_VERSIONS if any(k[0] == v for k in _results)]
    modules = {name: needs for name, needs in roundtrip_matrix.corpus_modules().items()
               if any(k[1] == name for k in _results)}
    required = roundtrip_matrix.load_required()
    terminalreporter.write_sep("=", "decompiler round trip: version × corpus module (★ required)")
    for line in roundtrip_matrix.matrix_lines(_results, versions, modules, required, missing="not run"):
        terminalreporter.write_line(line)
    if _notices:
        terminalreporter.write_sep("-", "now passing, add to tests/roundtrip/required.json")
        for notice in sorted(_notices, key=lambda text: (roundtrip_matrix.version_tuple(text.split(":")[0]), text)):
            terminalreporter.write_line(notice)
