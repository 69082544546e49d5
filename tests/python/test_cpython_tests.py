"""tools/cpython_tests.py, CPython's test suites run from decompiled source: run by Python 3.11 on
bisect and its test_bisect, the decompiled run must count exactly what the original counts and must
really have loaded the decompiled copy; a glassbox that decompiles one comparison wrongly must show
up as failing tests, and one that refuses the module as a decompile failure with its reason."""

import json
import os
import stat
import sys

import pytest

import interpreters

TOOL = interpreters.REPO / "tools" / "cpython_tests.py"
VERSION = "3.11"
# A wrong decompilation of the kind the tool exists to catch: bisect_right's `<` printed as `<=`,
# which makes the pure-Python bisect_right behave like bisect_left.
FLIPPED_COMPARISON = '''#!{python}
import os, subprocess, sys
done = subprocess.run([{cli!r}] + sys.argv[1:])
out = sys.argv[sys.argv.index("-o") + 1]
files = [out] if out.endswith(".py") else [os.path.join(out, name) for name in os.listdir(out)]
for path in files:
    with open(path) as handle:
        text = handle.read()
    with open(path, "w") as handle:
        handle.write(text.replace("if x < a[mid]:", "if x <= a[mid]:"))
sys.exit(done.returncode)
'''
REFUSING = '''#!/bin/sh
for last; do :; done
echo "glassbox: $last: <module>: offset 12: a construct this fake refuses" >&2
exit 1
'''


@pytest.fixture(scope="module")
def python():
    found = interpreters.find(VERSION)
    interpreters.skip_or_fail_if_absent(found is None, VERSION)
    return found


@pytest.fixture(scope="module")
def cli():
    path = os.environ.get("GLASSBOX_CLI")
    if not path:
        pytest.fail("GLASSBOX_CLI must name the built glassbox program")
    return os.path.abspath(path)


def fake_cli(tmp_path, text):
    path = tmp_path / "fake-glassbox"
    path.write_text(text)
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


def run_tool(python, cli, tmp_path, case):
    report = tmp_path / "report.json"
    done = python.run([str(TOOL), "--cli", str(cli), "--only", case, "--json", str(report),
                       "--work-dir", str(tmp_path / "work"), "--timeout", "120"], timeout=300)
    assert done.returncode in (0, 1), done.stderr[-3000:]
    assert "cpython-tests %s [1/1] %s" % (VERSION, case) in done.stderr     # the progress line
    with open(str(report), encoding="utf-8") as handle:
        return json.load(handle)["cases"][0]


def counts(outcome):
    return [outcome[key] for key in ("run", "failures", "errors", "skipped")]


def test_bisect_from_decompiled_source_counts_the_same(python, cli, tmp_path):
    case = run_tool(python, cli, tmp_path, "bisect")
    original, decompiled = case["original"], case["decompiled"]
    assert case["status"] == "same", case
    assert original["run"] >= 30 and original["failures"] == original["errors"] == 0
    assert counts(decompiled) == counts(original)
    assert case["decompiled_modules"] == ["bisect"]
    assert decompiled["served"] == ["bisect"] and decompiled["wrong_origin"] == []
    assert original["served"] == []


def test_a_wrong_decompilation_fails_tests(python, cli, tmp_path):
    broken = fake_cli(tmp_path, FLIPPED_COMPARISON.format(python=sys.executable, cli=cli))
    case = run_tool(python, broken, tmp_path, "bisect")
    original, decompiled = case["original"], case["decompiled"]
    assert case["status"] == "differs"
    assert original["failures"] == original["errors"] == 0
    assert decompiled["run"] == original["run"]
    assert decompiled["failures"] + decompiled["errors"] >= 2
    failing = [test for _, test, _ in decompiled["problems"]]
    assert all("Python" in test for test in failing), failing      # TestBisectPython..., never the C ones
    assert any("test_precomputed" in test for test in failing), failing


def test_a_refused_module_is_a_failure_with_its_reason(python, tmp_path):
    case = run_tool(python, fake_cli(tmp_path, REFUSING), tmp_path, "bisect")
    assert case["status"] == "decompile-failed"
    assert case["detail"] == "bisect: <module>: offset 12: a construct this fake refuses"
    assert case["decompiled"] is None
    assert case["original"]["run"] >= 30


def test_tests_that_read_their_own_source_are_named_apart():
    sys.path.insert(0, str(interpreters.REPO / "tools" / "cpython_tests"))
    import markdown_report
    from source_readers import source_reading_reason, test_key
    reader = "test_contextmanager_traceback (test.test_contextlib.ContextManagerTestCase)"
    assert test_key(reader) == test_key(
        "test_contextmanager_traceback (test.test_contextlib.ContextManagerTestCase.test_contextmanager_traceback)")
    assert source_reading_reason(reader)
    other = "test_other (test.test_contextlib.ContextManagerTestCase)"
    assert source_reading_reason(other) is None

    def case(*problems):
        return {"name": "test_contextlib", "status": "differs", "detail": None,
                "original": {"problems": []}, "decompiled": {"problems": [["failure", t, "x"] for t in problems]}}

    assert markdown_report.layout_only(case(reader))
    assert not markdown_report.layout_only(case(reader, other))   # a real difference beside it
    assert markdown_report.shown_status(case(reader)) == "differs (source readers only)"
    assert "reads its own source" in "\n".join(markdown_report.case_differences(case(reader)))


def test_a_copy_that_puts_another_module_in_its_place_is_no_stray(monkeypatch):
    # 3.13's collections/abc.py ends `sys.modules[__name__] = _collections_abc`: the decompiled
    # copy ran, and what its name maps to then is a module with a spec of its own name.
    sys.path.insert(0, str(interpreters.REPO / "tools" / "cpython_tests"))
    import bootstrap
    import types
    from importlib.machinery import ModuleSpec
    replacement = types.ModuleType("pkg.abc")
    replacement.__spec__ = ModuleSpec("_pkg_abc", None)
    replacement.__file__ = "/lib/_pkg_abc.py"
    stray = types.ModuleType("pkg.other")
    stray.__spec__ = ModuleSpec("pkg.other", None)
    stray.__file__ = "/lib/pkg/other.py"
    monkeypatch.setitem(sys.modules, "pkg.abc", replacement)
    monkeypatch.setitem(sys.modules, "pkg.other", stray)
    copies = {"pkg.abc": "/copies/pkg/abc.py", "pkg.other": "/copies/pkg/other.py"}
    assert bootstrap.wrong_origins(copies, {"pkg.abc", "pkg.other"}) == [("pkg.other", "/lib/pkg/other.py")]
    # (not served: the copy never ran, whatever took its name)
    assert bootstrap.wrong_origins(copies, set()) == [("pkg.abc", "/lib/_pkg_abc.py"), ("pkg.other", "/lib/pkg/other.py")]
