"""Self-test of the round-trip harness, and of the corpus it runs.

The harness must be able to fail: a stand-in decompiler that changes the source
in small ways (`--decompiler mutate`) must be caught, by behaviour or by code
comparison, and reported with where. The identity stand-in must score 100 % on
every interpreter, and so must the unparse stand-in, which lays every module out
anew: line numbers must not count. Every corpus module's checks() must give the
same answer on every Python from its declared minimum up.
"""
import functools
import json
import os
import re
import stat
import sys
import textwrap

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
CORPUS = os.path.join(REPO, "tests", "corpus")
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(REPO, "tests", "python"))

import interpreters  # noqa: E402
import roundtrip  # noqa: E402

SAMPLE = textwrap.dedent('''\
    def add(a, b):
        return a + b


    def scale(x):
        factor = 3
        return x * factor


    def unused_constants():
        return (-0.0, 1, "text")


    def outer(x):
        def inner(y):
            if y > x:
                return y
            return x
        return inner


    def checks():
        return [add(1, 2), scale(2), outer(3)(5), outer(3)(1)]
    ''')


@pytest.fixture
def sample(tmp_path):
    path = tmp_path / "sample.py"
    path.write_text(SAMPLE)
    return str(path)


@pytest.fixture
def allowed_file(tmp_path):
    def write(entries):
        path = tmp_path / "allowed.json"
        path.write_text(json.dumps(entries))
        return str(path)
    return write


def roundtrip_one(path, mutation=None, allowed=None, decompiler="mutate", **settings):
    report = roundtrip.run([path], roundtrip.Settings(decompiler, mutation=mutation, allowed=allowed, **settings))
    return report, report["modules"][0]


def only_difference(module):
    assert len(module["differences"]) == 1, module["differences"]
    return module["differences"][0]


# ---------------------------------------------------------------- the harness can fail

def test_identity_passes(sample):
    report, module = roundtrip_one(sample, decompiler="identity")
    assert module["passed"] and module["compiles"] and module["checks_equal"]
    assert module["code_objects"] == {"total": 7, "identical": 7, "accepted": 0}
    assert report["summary"]["passed"]


def test_operator_swap_changes_behaviour_and_code(sample):
    report, module = roundtrip_one(sample, " + => - ")
    assert module["compiles"] and not module["checks_equal"]
    assert module["checks_difference"] == "result[0]: 3 vs -1"
    difference = only_difference(module)
    assert difference["qualname"] == "add"
    assert difference["fields"][0] == "instructions"
    first = difference["first"]
    assert "+" in first["original"] and "-" in first["decompiled"]
    context = first["context"]
    assert any(line.startswith(">>") for line in context["original"])
    assert len(context["original"]) == len(context["decompiled"]) >= 2
    assert not module["passed"] and not report["summary"]["passed"]


@pytest.mark.parametrize("mutation, qualname", [
    ("(-0.0, 1, => (0.0, 1, ", "unused_constants"),          # -0.0 == 0.0, yet a different constant
    ("(-0.0, 1, => (-0.0, True, ", "unused_constants"),      # 1 == True, yet a different constant
    ("if y > x:=>if not y <= x:", "outer.<locals>.inner"),  # same behaviour, other instructions
    ("factor = 3\n    return x * factor=>k = 3\n    return x * k", "scale"),  # renamed local
])
def test_code_only_changes_are_caught(sample, mutation, qualname):
    report, module = roundtrip_one(sample, mutation)
    assert module["compiles"] and module["checks_equal"]
    difference = only_difference(module)
    assert difference["qualname"] == qualname
    assert difference["key"] == "%s:sample:%s" % (roundtrip.VERSION, qualname)
    assert module["code_objects"]["identical"] == module["code_objects"]["total"] - 1
    assert not report["summary"]["passed"]


def test_renamed_local_reports_varnames(sample):
    _, module = roundtrip_one(sample, "factor = 3\n    return x * factor=>k = 3\n    return x * k")
    assert "co_varnames" in only_difference(module)["fields"]


def test_syntax_error_is_reported_with_its_line(sample):
    report, module = roundtrip_one(sample, "return x * factor=>return x * * factor")
    assert module["decompiled"] and not module["compiles"]
    assert module["compile_error"]["line"] == 7
    assert "x * * factor" in module["compile_error"]["text"]
    assert report["summary"]["compile"] == 0


def test_decompiler_failure_is_reported(sample):
    _, module = roundtrip_one(sample, "no such text=>x")
    assert not module["decompiled"] and "matches nothing" in module["decompile_error"]
    assert module["code_objects"]["total"] == 7 and module["code_objects"]["identical"] == 0


def test_decompiled_module_that_raises(sample):
    _, module = roundtrip_one(sample, "def add(a, b):=>undefined_name\ndef add(a, b):")
    assert not module["checks_equal"]
    assert module["checks_error"].startswith("the decompiled module fails: NameError")


def test_decompiled_module_that_hangs(sample):
    _, module = roundtrip_one(sample, "return a + b=>while True: pass", timeout=3)
    assert "timeout" in module["checks_error"]


def test_missing_code_object_is_reported(sample):
    _, module = roundtrip_one(sample, 'def unused_constants():\n    return (-0.0, 1, "text")=>unused_constants = 0')
    assert module["checks_equal"] and not module["passed"]
    assert module["differences"][0]["qualname"] == "<module>"
    assert module["differences"][-1]["fields"] == ["missing"]
    assert module["code_objects"]["total"] == 7


LAYOUT_A = textwrap.dedent('''\
    def f(x, items):
        if x and items:
            return [i for i in items]
        for i in items:
            pass
        try:
            return x.attribute
        except AttributeError:
            return None
    ''')
LAYOUT_B = textwrap.dedent('''\
    def f(x, items):

        if (x and
                items):
            return [
                i
                for i in items
            ]
        for i in items: pass

        try: return x.attribute
        except AttributeError: return None
    ''')


def test_line_layout_is_ignored():
    """Line numbers and positions do not count, nor what follows from them alone: NOPs that carry
    a line, and (3.13+) LOAD_FAST pairs fused into one instruction only when on one line."""
    original = roundtrip.compile_module(LAYOUT_A, "a.py")
    relaid = roundtrip.compile_module(LAYOUT_B, "b.py")
    assert all(difference is None for _, difference in roundtrip.compare_trees(original, relaid))


@pytest.mark.skipif(sys.version_info < (3, 11), reason="exception tables exist from 3.11")
def test_exception_table_is_compared_by_instruction_index():
    code = roundtrip.compile_module(LAYOUT_A, "a.py")
    function = roundtrip.child_codes(code)[0]
    stream, table, _ = roundtrip.instructions(function)
    assert table
    for entry in table:
        start, end, target = map(int, re.match(r"(\d+)-(\d+) -> (\d+)", entry).groups())
        assert 0 <= start < end <= len(stream) and target < len(stream)


def test_jump_targets_are_instruction_indexes():
    code = roundtrip.child_codes(roundtrip.compile_module(LAYOUT_A, "a.py"))[0]
    stream, _, _ = roundtrip.instructions(code)
    targets = [int(text.split("-> ")[1]) for text in stream if "-> " in text]
    assert targets and all(0 <= target <= len(stream) for target in targets)


# ---------------------------------------------------------------- the allow-list

def test_allowed_difference_is_accepted(sample, allowed_file):
    key = "%s:sample:outer.<locals>.inner" % roundtrip.VERSION
    report, module = roundtrip_one(sample, "if y > x:=>if not y <= x:", allowed_file({key: "explained"}))
    assert only_difference(module)["accepted"] == "explained"
    assert module["code_objects"]["accepted"] == 1 and module["passed"]
    assert report["summary"]["passed"] and report["summary"]["stale_allowances"] == []


def test_stale_allowance_fails(sample, allowed_file):
    stale = "%s:sample:add" % roundtrip.VERSION
    other_version = "2.7:sample:add"
    report, module = roundtrip_one(sample, allowed=allowed_file({stale: "no longer", other_version: "n/a"}),
                                   decompiler="identity")
    assert module["passed"]
    assert report["summary"]["stale_allowances"] == [stale]
    assert not report["summary"]["passed"]


def test_malformed_allow_list_is_a_usage_error(sample, allowed_file):
    assert roundtrip.main([sample, "--decompiler", "identity", "--allowed", allowed_file(["x"])]) == 2


def test_shipped_allow_list_is_valid():
    assert isinstance(roundtrip.load_allowed(roundtrip.ALLOWED), dict)


# ---------------------------------------------------------------- command line and report

def test_main_exit_status_and_summary(sample, tmp_path, capsys, allowed_file):
    report_path = str(tmp_path / "report.json")
    status = roundtrip.main([sample, "--decompiler", "mutate", "--mutation", " + => - ",
                             "--allowed", allowed_file({}), "--report", report_path])
    lines = capsys.readouterr().out.splitlines()
    assert status == 1
    assert lines[0].startswith("sample: compile ok, behaviour DIFFERS")
    assert lines[-1] == "1 modules: compile 1/1, behaviour 0/1, identical code objects 6/7"
    with open(report_path) as handle:
        report = json.load(handle)
    assert report["summary"]["code_total"] == 7 and report["python"] == roundtrip.VERSION
    assert roundtrip.main([sample, "--decompiler", "identity", "--allowed", allowed_file({})]) == 0


def test_glassbox_invocation(sample, tmp_path):
    """The harness runs `CLI decompile --marshal FILE --python X.Y -o OUT`; a fake CLI that
    answers with the original text (found through co_filename) must pass."""
    fake = tmp_path / "fake-glassbox"
    fake.write_text(textwrap.dedent('''\
        #!%s
        import argparse, marshal, sys
        parser = argparse.ArgumentParser()
        parser.add_argument("command", choices=["decompile"])
        parser.add_argument("--marshal", required=True)
        parser.add_argument("--python", required=True)
        parser.add_argument("-o", dest="output", required=True)
        args = parser.parse_args()
        assert args.python == "%%d.%%d" %% sys.version_info[:2]
        with open(args.marshal, "rb") as handle:
            code = marshal.load(handle)
        with open(code.co_filename) as source, open(args.output, "w") as output:
            output.write(source.read())
        ''' % sys.executable))
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    _, module = roundtrip_one(sample, decompiler="glassbox", cli=str(fake))
    assert module["passed"], module
    missing = roundtrip.Settings("glassbox", cli=str(tmp_path / "absent"))
    assert "cannot run" in roundtrip.run([sample], missing)["modules"][0]["decompile_error"]


def test_glassbox_without_program(sample, monkeypatch):
    monkeypatch.delenv("GLASSBOX_CLI", raising=False)
    _, module = roundtrip_one(sample, decompiler="glassbox")
    assert "GLASSBOX_CLI" in module["decompile_error"]


# ---------------------------------------------------------------- the corpus

def corpus_files():
    return sorted(name for name in os.listdir(CORPUS) if name.endswith(".py"))


@pytest.mark.parametrize("name", corpus_files())
def test_corpus_module_conventions(name):
    with open(os.path.join(CORPUS, name), encoding="utf-8") as handle:
        source = handle.read()
    assert roundtrip.MIN_PYTHON.match(source.splitlines()[0]), "first line must declare min-python"
    assert "\ndef checks():" in source
    assert len(source.splitlines()) <= 320


def expected_to_run(name, version):
    with open(os.path.join(CORPUS, name), encoding="utf-8") as handle:
        needed = roundtrip.required_python(handle.read())
    return tuple(map(int, version.split("."))) >= needed


@functools.lru_cache(maxsize=None)
def corpus_run(version, decompiler):
    """The whole corpus through a stand-in on one interpreter: (status, report, summary text)."""
    python = interpreters.find(version)
    if python is None:
        return None
    result = python.run([python.path(os.path.join(HERE, "roundtrip.py")), "--decompiler", decompiler,
                         "--report", "-"], timeout=1800)
    try:
        report = json.loads(result.stdout)
    except ValueError:
        report = None
    return result.returncode, report, result.stderr


def require(version, decompiler):
    outcome = corpus_run(version, decompiler)
    interpreters.skip_or_fail_if_absent(outcome is None, version)
    return outcome


def assert_perfect(version, decompiler):
    status, report, text = require(version, decompiler)
    assert status == 0 and report, text[-3000:]
    summary = report["summary"]
    runnable = [name for name in corpus_files() if expected_to_run(name, version)]
    assert summary["modules"] == len(runnable) > 0
    assert summary["compile"] == summary["behaviour"] == summary["modules"]
    assert summary["code_identical"] == summary["code_total"] > summary["modules"]
    assert re.search(r"^%d modules: " % len(runnable), text, re.M)


@pytest.mark.parametrize("version", interpreters.ALL_VERSIONS)
def test_identity_is_perfect_on_every_interpreter(version):
    assert_perfect(version, "identity")


# Corpus modules whose code depends on where the source breaks its lines (3.10+ lay out a
# comprehension's `if` by whether its line is the loop's): one-line ast.unparse source changes them.
LINE_DEPENDENT_MODULES = {"line_layouts"}


@pytest.mark.parametrize("version", [v for v in interpreters.ALL_VERSIONS if v != "3.8"])
def test_relaid_source_is_perfect_on_every_interpreter(version):
    """The corpus laid out anew by ast.unparse: only line numbers change, and they must not count
    (but in the modules whose layout depends on them, which must still compile and behave)."""
    status, report, text = require(version, "unparse")
    assert report, text[-3000:]
    modules = [m for m in report["modules"] if not m["skipped"]]
    runnable = [name for name in corpus_files() if expected_to_run(name, version)]
    assert len(modules) == len(runnable) > 0
    problems = [m["module"] for m in modules
                if not (m["compiles"] and m["checks_equal"])
                or (m["module"] not in LINE_DEPENDENT_MODULES and [d for d in m["differences"] if not d.get("accepted")])]
    assert not problems, text[-3000:]


def test_corpus_checks_agree_across_versions():
    """Each module's checks() answers the same on every Python from its minimum up."""
    answers = {}
    for version in interpreters.ALL_VERSIONS:
        outcome = corpus_run(version, "identity")
        if outcome is None or not outcome[1]:
            continue
        for module in outcome[1]["modules"]:
            if not module["skipped"]:
                answers.setdefault(module["module"], []).append((version, module["checks"]))
    if len(set(version for found in answers.values() for version, _ in found)) < 2:
        pytest.skip("fewer than two interpreters available")
    problems = ["%s: %s differs from %s" % (module, version, found[0][0])
                for module, found in sorted(answers.items()) for version, result in found
                if result != found[0][1]]
    assert not problems, "\n".join(problems)
