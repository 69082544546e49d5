"""Acceptance test of the decompiler: the corpus round trip on every Python 3.8-3.15.

For each interpreter, one run of roundtrip.py --decompiler glassbox over
tests/corpus (tools/roundtrip_matrix.py does the running and judging; this file
asserts). Per (version, module): glassbox gives source, (a) it compiles, (b) the
module's checks() answer the same from it, (c) every recompiled code object's
instructions equal the original's, line numbers aside, or the difference is
explained in allowed_differences.json, and no allow-list entry of the module is
stale.

The decompiler is built over several sessions, so CI requires only the pairs
listed in required.json ("X.Y:module"): a listed pair that fails is a failure.
Every other pair still runs and reports, as xfail ("not yet required"); one that
passes says "now passing, add to required.json". GLASSBOX_ROUNDTRIP_REQUIRE_ALL=1
requires every pair: the issue's acceptance criterion, 100 % of the corpus.
conftest.py prints the version × module matrix at the end of the session (the
table `make roundtrip-matrix` writes to docs/roundtrip-matrix.md).

Environment: GLASSBOX_CLI (the glassbox program), GLASSBOX_ROUNDTRIP_JOBS (modules
at once per version; default 2 at most), GLASSBOX_REQUIRE_ALL_PYTHONS=1 (a missing
interpreter fails instead of skipping).
"""
import json
import os
import re
import stat
import sys
import textwrap

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "tools"))
sys.path.insert(0, os.path.join(REPO, "tests", "python"))

import interpreters  # noqa: E402
import roundtrip_matrix as matrix  # noqa: E402

CELL_PROPERTY = "glassbox_roundtrip_case"       # read by conftest.py's table
NOTICE_PROPERTY = "glassbox_roundtrip_notice"
MODULES = matrix.corpus_modules()
REQUIRED = matrix.load_required()
REQUIRE_ALL = os.environ.get("GLASSBOX_ROUNDTRIP_REQUIRE_ALL") == "1"
KEY = re.compile(r"^(\d+\.\d+):([A-Za-z_]\w*)$")


def is_required(version, module):
    return REQUIRE_ALL or "%s:%s" % (version, module) in REQUIRED


def cases():
    """Every (version, module) whose syntax the version has; the not yet required ones xfail."""
    for version in interpreters.ALL_VERSIONS:
        for module in sorted(MODULES):
            if not matrix.runs_on(module, version, MODULES):
                continue
            marks = () if is_required(version, module) else pytest.mark.xfail(strict=False, reason="not yet required")
            yield pytest.param(version, module, marks=marks, id="%s-%s" % (version, module))


@pytest.mark.parametrize("version, module", list(cases()))
def test_roundtrip(version, module, record_property):
    run = matrix.session_run(version)
    record_property(CELL_PROPERTY, matrix.case_result(run, module, MODULES))
    interpreters.skip_or_fail_if_absent(run.absent, version)
    outcome = matrix.outcome_of(run, module, MODULES)
    key = "%s:%s" % (version, module)
    if outcome.passed and key not in REQUIRED:
        notice = "%s: now passing, add to required.json" % key
        print(notice)
        record_property(NOTICE_PROPERTY, notice)
    if not outcome.passed:
        pytest.fail("%s: %s\n%s" % (key, outcome.cell, "\n".join(outcome.problems)), pytrace=False)


# ---------------------------------------------------------------- the lists

def test_required_list_names_corpus_modules():
    """required.json: a JSON list of "X.Y:module", each once, each a pair the corpus runs."""
    problems = []
    for entry in REQUIRED:
        match = KEY.match(entry)
        if not match or match.group(1) not in interpreters.ALL_VERSIONS or match.group(2) not in MODULES:
            problems.append("%s: not \"X.Y:module\" of a version 3.8-3.15 and a tests/corpus module" % entry)
        elif not matrix.runs_on(match.group(2), match.group(1), MODULES):
            problems.append("%s: the module needs Python %d.%d" % ((entry,) + MODULES[match.group(2)]))
    problems += ["%s: listed twice" % entry for entry in sorted(set(REQUIRED)) if REQUIRED.count(entry) > 1]
    assert not problems, "\n".join(problems)


def test_allow_list_entries_are_explained():
    """Every accepted code difference names a version, a corpus module the version runs, and a reason."""
    with open(str(matrix.ALLOWED), encoding="utf-8") as handle:
        allowed = json.load(handle)
    assert isinstance(allowed, dict)
    problems = []
    for key, reason in sorted(allowed.items()):
        version, module = (key.split(":") + ["", ""])[:2]
        if version not in interpreters.ALL_VERSIONS or module not in MODULES:
            problems.append("%s: not \"X.Y:module:qualname\" of a version 3.8-3.15 and a corpus module" % key)
        elif not matrix.runs_on(module, version, MODULES):
            problems.append("%s: the module does not run on %s" % (key, version))
        if not isinstance(reason, str) or len(reason.split()) < 3:
            problems.append("%s: the reason must say why the difference is unavoidable" % key)
    assert not problems, "\n".join(problems)


# ---------------------------------------------------------------- the judging itself can fail

FAKE_CLI = '''\
#!%(python)s
# A stand-in glassbox: the module's own source (found through co_filename), optionally changed.
import argparse, marshal
parser = argparse.ArgumentParser()
parser.add_argument("command", choices=["decompile"])
parser.add_argument("--marshal", required=True)
parser.add_argument("--python", required=True)
parser.add_argument("-o", dest="output", required=True)
args = parser.parse_args()
with open(args.marshal, "rb") as handle:
    code = marshal.load(handle)
with open(code.co_filename) as handle:
    source = handle.read()
old, new = %(change)r
with open(args.output, "w") as output:
    output.write(source.replace(old, new, 1))
'''

SAMPLE = textwrap.dedent('''\
    # glassbox-corpus: min-python=3.8
    def add(a, b):
        return a + b


    def scale(x):
        if x > 0:
            return x * 3
        return 0


    def checks():
        return [add(1, 2), scale(2), scale(-1)]
    ''')


def judge(tmp_path, change, allowed=None, cli=None):
    """case_result and outcome of SAMPLE through a fake glassbox making `change`, on this Python."""
    fake = tmp_path / "fake-glassbox"
    fake.write_text(FAKE_CLI % {"python": sys.executable, "change": change})
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    fake = cli or fake
    (tmp_path / "sample.py").write_text(SAMPLE)
    version = "%d.%d" % sys.version_info[:2]
    args = [os.path.join(HERE, "roundtrip.py"), "--decompiler", "glassbox", "--cli", str(fake), "--report", "-",
            "--jobs", "1", str(tmp_path / "sample.py")]
    if allowed is not None:
        (tmp_path / "allowed.json").write_text(json.dumps(allowed))
        args += ["--allowed", str(tmp_path / "allowed.json")]
    done = interpreters.Interpreter(version, [sys.executable], REPO).run(args, timeout=300)
    run = matrix.VersionRun(version, report=json.loads(done.stdout))
    modules = {"sample": (3, 8)}
    return matrix.case_result(run, "sample", modules), matrix.outcome_of(run, "sample", modules)


def test_judging_a_perfect_decompiler(tmp_path):
    result, outcome = judge(tmp_path, ("", ""))
    assert outcome.passed and result["cell"] == "pass" and result["detail"] is None
    assert result["compiles"] and result["behaves"] and result["code_equal"]
    assert result["objects_equal"] == result["objects"] == 4


def test_judging_code_that_differs_but_behaves(tmp_path):
    result, outcome = judge(tmp_path, ("if x > 0:", "if not x <= 0:"))
    assert not outcome.passed
    assert result["cell"] == "compiles·behaves·code≠ (1 objects)"
    assert result["compiles"] and result["behaves"] and not result["code_equal"]
    assert "scale" in outcome.problems[0] and "allowed_differences.json" in outcome.problems[0]


def test_judging_an_allowed_difference_and_a_stale_entry(tmp_path):
    version = "%d.%d" % sys.version_info[:2]
    allowed = {version + ":sample:scale": "the test says so, on purpose"}
    result, outcome = judge(tmp_path, ("if x > 0:", "if not x <= 0:"), allowed)
    assert outcome.passed and result["cell"] == "pass (1 allowed)"
    allowed[version + ":sample:add"] = "matches nothing, so it is stale"
    result, outcome = judge(tmp_path, ("if x > 0:", "if not x <= 0:"), allowed)
    assert not outcome.passed and result["cell"] == "pass (1 allowed) + stale allow-list entry"
    assert outcome.problems == ["stale allow-list entry (matches no difference): %s:sample:add" % version]


def test_judging_wrong_behaviour_and_no_compile(tmp_path):
    result, outcome = judge(tmp_path, ("a + b", "a - b"))
    assert result["cell"] == "fails: checks() differ" and result["compiles"] and not result["behaves"]
    assert outcome.problems[0] == "checks() answer differently: result[0]: 3 vs -1"
    result, outcome = judge(tmp_path, ("return 0", "return 0 +"))
    assert result["cell"] == "fails: SyntaxError, line 9" and not result["compiles"]


def test_judging_a_decompiler_that_gives_nothing(tmp_path):
    result, outcome = judge(tmp_path, ("", ""), cli=tmp_path / "absent-glassbox")
    assert result["cell"] == "fails: decompile" and not result["compiles"] and result["objects"] == 4
    assert outcome.problems[0].startswith("glassbox gave no source: cannot run ")
    broken = matrix.VersionRun("3.8", error="roundtrip.py gave no report")
    assert matrix.outcome_of(broken, "sample", {"sample": (3, 8)}).cell == "fails: harness error"
    absent = matrix.VersionRun("3.8", absent=True)
    assert matrix.outcome_of(absent, "sample", {"sample": (3, 8)}).cell == matrix.ABSENT
    assert matrix.outcome_of(absent, "sample", {"sample": (3, 10)}).cell == matrix.NEWER_SYNTAX


def test_matrix_lines_layout():
    results = {("3.8", "a"): {"version": "3.8", "module": "a", "cell": "pass", "detail": None, "ran": True,
                              "passed": True, "compiles": True, "behaves": True, "code_equal": True,
                              "objects_equal": 2, "objects": 2},
               ("3.8", "b"): {"version": "3.8", "module": "b", "cell": "fails: decompile", "detail": "x | y",
                              "ran": True, "passed": False, "compiles": False, "behaves": False,
                              "code_equal": False, "objects_equal": 0, "objects": 3}}
    lines = matrix.matrix_lines(results, ["3.8", "3.9"], {"a": (3, 8), "b": (3, 8), "c": (3, 9)}, ["3.8:a"])
    assert lines[2] == "| a | 3.8 | pass ★ | absent | 1/1 |"
    assert lines[3] == "| b | 3.8 | fails: decompile | absent | 0/1 |"
    assert lines[4] == "| c | 3.9 | — | absent | 0/0 |"
    assert "| **(a) compiles** | | 1/2 | absent | 1/2 |" in lines
    assert "| **code objects equal** | | 2/5 | absent | 2/5 |" in lines
    assert lines[-1] == "- `x | y` — 3.8:b"
