"""The peer benchmark's harness (bench/): which functions it tests, and that its swap protocol
passes right decompilations and catches wrong ones. glassbox only (no PyPI), the running Python."""
import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import glassbox

BENCH = Path(__file__).resolve().parents[2] / "bench"
sys.path.insert(0, str(BENCH))

import corpus_functions  # noqa: E402
import peer_tools  # noqa: E402
import report  # noqa: E402
import swap_check  # noqa: E402

SAMPLE = textwrap.dedent('''\
    # glassbox-corpus: min-python=3.8
    import functools

    def add(a, b=2):
        return a + b

    def squares(n):
        return [i * i for i in range(n)]

    def counter(start):
        count = start

        def step(by=1):
            nonlocal count
            count += by
            return count
        return step

    def logged(function):
        @functools.wraps(function)
        def wrapper(*args):
            return ("logged", function(*args))
        return wrapper

    @logged
    def double(x):
        return x * 2

    class Shape:
        def __init__(self, side):
            self.side = side

        def area(self):
            return self.side * self.side

        @staticmethod
        def kind():
            return "shape"

        @property
        def perimeter(self):
            return 4 * self.side

    HALF = lambda x: x / 2

    def checks():
        step = counter(10)
        shape = Shape(3)
        return {"add": [add(1), add(2, 3)], "squares": squares(4), "step": [step(), step(5)],
                "double": list(double(4)), "shape": [shape.area(), Shape.kind(), shape.perimeter],
                "half": HALF(5)}
    ''')
# Reachable: add, squares, counter, logged, wrapper (the decorated `double`), double (its __wrapped__),
# Shape.__init__, area, kind, perimeter, HALF's lambda, checks. Not: step (inside counter), the listcomp.
SAMPLE_FUNCTIONS = ["add", "squares", "counter", "logged", "logged.<locals>.wrapper", "double", "Shape.__init__",
                    "Shape.area", "Shape.kind", "Shape.perimeter", "<lambda>", "checks"]


@pytest.fixture
def sample(tmp_path):
    path = tmp_path / "sample.py"
    path.write_text(SAMPLE)
    return path


def check(path, decompile):
    functions, _ = corpus_functions.collect(path.parent)
    results = swap_check.check_module(path, path.read_text(), [tuple(f["path"]) for f in functions], decompile, 20)
    return {f["name"]: failure for f, (_, failure) in zip(functions, results)}


def test_the_tested_functions_are_those_a_user_reaches(sample):
    functions, coverage = corpus_functions.collect(sample.parent)
    names = [f["name"] for f in functions]
    expected = SAMPLE_FUNCTIONS
    if sys.version_info < (3, 11):  # no co_qualname: the code object's name
        expected = [name.split(".")[-1] for name in expected]
    assert sorted(names) == sorted(expected)
    # The 12 hold the other function code objects: step (in counter) and, before 3.12, the listcomp.
    comprehensions = 1 if sys.version_info < (3, 12) else 0
    assert coverage == {"code_objects": 13 + comprehensions, "covered": 13 + comprehensions}
    assert all(f["instructions"] > 0 for f in functions)


def test_glassbox_passes_the_sample(sample):
    results = check(sample, glassbox.decompile)
    assert len(results) == 12
    assert {name: failure for name, failure in results.items() if failure} == {}


def test_a_wrong_decompilation_is_caught(sample):
    def wrong(code):
        source = glassbox.decompile(code)
        return source.replace(" * ", " + ")  # squares, double, area, perimeter compute something else

    failed = {name.split(".")[-1]: f.kind for name, f in check(sample, wrong).items() if f}
    assert failed == {"squares": "checks differ", "double": "checks differ", "area": "checks differ",
                      "perimeter": "checks differ"}


def test_a_function_without_its_free_variables_cannot_be_swapped(sample):
    def forgetful(code):
        return peer_tools.with_def_line(code, "return ('logged', 0)") if code.co_freevars else glassbox.decompile(code)

    failed = {name: (f.kind, f.reason) for name, f in check(sample, forgetful).items() if f}
    assert list(failed.values()) == [("swap impossible", "free variables () in place of (function)")]


def test_errors_and_sources_that_do_not_compile_fail(sample):
    def broken(code):
        if code.co_name == "add":
            raise ValueError("cannot")
        return "def (:\n" if code.co_name == "squares" else glassbox.decompile(code)

    failed = {name: (f.kind, f.reason) for name, f in check(sample, broken).items() if f}
    assert failed["add"] == ("decompile error", "ValueError: cannot")
    assert failed["squares"][0] == "does not compile"
    assert len(failed) == 2


def test_body_only_tools_get_a_def_line():
    def signature(a, b=1, *rest, key, **options):
        return a

    async def coroutine(x, /, y):
        return x

    assert peer_tools.with_def_line(signature.__code__, "return a") == (
        "def signature(a, b, *rest, key, **options):\n    return a\n")
    assert peer_tools.with_def_line(coroutine.__code__, "") == "async def coroutine(x, /, y):\n    pass\n"


def run_worker(*args):
    done = subprocess.run([sys.executable, str(BENCH / "corpus_worker.py")] + [str(a) for a in args],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_worker_checks_and_times_in_one_process_each(sample, tmp_path):
    functions = tmp_path / "functions.json"
    collected = run_worker("collect", sample.parent, functions)
    assert collected["functions"] == 12
    glassbox_options = ["--tool", "glassbox", "--pythonpath", str(Path(glassbox.__file__).parents[1])]
    checked = run_worker("check", sample.parent, functions, *glassbox_options)
    assert (checked["available"], checked["passed"], checked["failures"], checked["probe_problem"]) == (
        True, 12, [], None)
    timed = run_worker("time", sample.parent, functions, *glassbox_options)
    assert len(timed["seconds"]) == 12 and all(0 < s < 10 for s in timed["seconds"])
    assert timed["rss_mib"] >= timed["rss_mib_before"] > 0

    version = {"version": "X.Y", "python": "X.Y.Z", "functions": 12, "instructions": collected["instructions"],
               "coverage": collected["coverage"], "names": ["sample.%d" % i for i in range(12)],
               "function_instructions": [1] * 12,
               "tools": {"glassbox": dict(checked, runs=[timed] * 3),
                         "depyf": {"available": False, "error": "not installed"}}}
    results = {"corpus": {"versions": [version], "missing": []}, "dynamo": {"error": "left out"},
               "meta": {"date": "today", "seconds": 1, "machine": "m", "load_start": "0", "load_end": "0",
                        "repeats": 3, "library": "lib", "library_built": "now"}}
    text = report.document(results)
    assert "| glassbox %s | 12/12 (100 %%) |" % glassbox.__version__ in text
    assert "| depyf | n/a |" in text and "depyf on X.Y: n/a: not installed" in text


def test_a_report_without_glassbox_says_so(tmp_path):
    # glassbox unavailable on every version (e.g. a library the chroot cannot see): the report still
    # writes, saying why, instead of failing after the whole run.
    version = {"version": "3.8", "python": "3.8.18", "functions": 1, "instructions": 4, "coverage": {"covered": 1, "code_objects": 1},
               "names": ["m.f"], "function_instructions": [4],
               "tools": {"glassbox": {"available": False, "error": "library outside the repository"},
                         "depyf": {"available": True, "functions": 1, "passed": 1, "failures": [], "runs": []}}}
    results = {"corpus": {"versions": [version], "missing": []}, "dynamo": {"error": "left out"},
               "meta": {"date": "today", "seconds": 1, "machine": "m", "load_start": "0", "load_end": "0",
                        "repeats": 3, "library": "lib", "library_built": "now"}}
    text = report.document(results)
    assert "50× faster than depyf per function (median) on the versions depyf's README claims (3.8–3.11): " \
           "not measured" in text


def test_run_refuses_a_library_the_chroot_cannot_see(tmp_path):
    outside = tmp_path / "libglassbox.so"
    outside.write_bytes(b"")
    done = subprocess.run([sys.executable, str(BENCH / "run.py"), "--library", str(outside), "--out",
                           str(tmp_path / "b.md")], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "outside the repository" in done.stderr
    done = subprocess.run([sys.executable, str(BENCH / "run.py"), "--library", str(tmp_path / "absent.so"),
                           "--out", str(tmp_path / "b.md")], capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and "no such file" in done.stderr


def test_the_dynamo_benchmark_estimates_what_the_dump_adds_from_pairs():
    pytest.importorskip("torch")
    import dynamo_overhead
    # A machine that slows down for a while moves both runs of a pair: each pair says 2 ms, one
    # run disturbed alone (the last dumped one) moves a quartile, not the estimate.
    plain = [0.100, 0.100, 0.150, 0.150, 0.150]
    dumped = [0.102, 0.102, 0.152, 0.152, 0.252]
    added, q1, q3 = dynamo_overhead.paired(plain, dumped)
    assert abs(added - 0.002) < 1e-9 and abs(q1 - 0.002) < 1e-9 and q3 > 0.002
    cells = [{"backend": "eager", "plain": 0.2, "added": 0.01}, {"backend": "eager", "plain": 0.3, "added": 0.005},
             {"backend": "aot_eager", "plain": 0.5, "added": 0.05}]
    overheads = dynamo_overhead.backend_overheads(cells)
    assert list(overheads) == ["eager", "aot_eager"]
    assert abs(overheads["eager"] - 3.0) < 1e-9 and abs(overheads["aot_eager"] - 10.0) < 1e-9
