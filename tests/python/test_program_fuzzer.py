"""tools/fuzz/, the differential fuzzer: its generator is deterministic and writes programs every
Python 3.8-3.15 compiles; its driver catches a decompiler that drops a statement or crashes (a
stand-in program, so these tests need no glassbox build); its minimizer shrinks a failing
program to a few lines; and the reproducers kept in tests/fuzz-regressions/ still compile."""

import json
import shutil
import stat
import sys
import textwrap

import pytest

import interpreters

FUZZ = interpreters.REPO / "tools" / "fuzz"
DRIVER = FUZZ / "fuzz_programs.py"
REGRESSIONS = interpreters.REPO / "tests" / "fuzz-regressions"
DRIVER_VERSION = "3.11"
sys.path.insert(0, str(FUZZ))

import minimize  # noqa: E402
import program  # noqa: E402

# A stand-in for `glassbox decompile --marshal`: it "decompiles" NAME.marshal by reading NAME.py,
# which the fuzzer writes beside it. It may break the output on purpose: drop every `assert`
# statement, and die by SIGSEGV on a program that holds a `while` loop.
STAND_IN = textwrap.dedent("""\
    #!{python}
    import os, re, signal, sys
    drops, crashes = {drops}, {crashes}
    arguments = sys.argv[1:]
    out = arguments[arguments.index("-o") + 1]
    inputs = [a for a in arguments if a.endswith(".marshal")]
    for path in inputs:
        with open(path[:-len(".marshal")] + ".py") as handle:
            source = handle.read()
        if crashes and re.search(r"^ *while ", source, re.M):
            os.kill(os.getpid(), signal.SIGSEGV)
        if drops:
            source = re.sub(r"^( *)assert .*$", r"\\1pass", source, flags=re.M)
        target = out if len(inputs) == 1 else os.path.join(out, os.path.basename(path)[:-8] + ".py")
        with open(target, "w") as handle:
            handle.write(source)
""")


def interpreter(version):
    found = interpreters.find(version)
    interpreters.skip_or_fail_if_absent(found is None, version)
    return found


def write_stand_in(path, python, drops=True, crashes=True):
    path.write_text(STAND_IN.format(python=python.argv[0], drops=drops, crashes=crashes))
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


@pytest.fixture
def stand_in(tmp_path):
    python = interpreter(DRIVER_VERSION)
    return python, write_stand_in(tmp_path / "glassbox-stand-in", python)


def run_driver(python, cli, tmp_path, *extra):
    report = tmp_path / "report.json"
    done = python.run(["-B", str(DRIVER), "--cli", str(cli), "--seed", "4", "--jobs", "1", "--batch", "10",
                       "--report", str(report)] + list(extra), timeout=120)
    assert done.returncode in (0, 1), done.stderr[-3000:]
    return json.loads(report.read_text()), done


def test_generator_is_deterministic_per_seed_and_version():
    assert program.generate(7, 3, (3, 11)) == program.generate(7, 3, (3, 11))
    assert program.generate(7, 3, (3, 11)) != program.generate(8, 3, (3, 11))
    assert program.generate(7, 3, (3, 11)) != program.generate(7, 4, (3, 11))


def test_generator_respects_the_version():
    old = "".join(program.generate(1, index, (3, 8)) for index in range(150))
    new = "".join(program.generate(1, index, (3, 13)) for index in range(150))
    for newer_syntax in ("match ", "except*", "type Alias"):
        assert newer_syntax not in old
        assert newer_syntax in new


@pytest.mark.parametrize("version", interpreters.ALL_VERSIONS)
def test_generated_programs_compile(version):
    python = interpreter(version)
    done = python.run(["-B", python.path(DRIVER), "--generate-only", "--count", "60", "--seed", "11"], timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    counts = json.loads(done.stdout.strip().splitlines()[-1])
    assert counts["python"] == version
    assert counts["gave_up"] == 0
    assert counts["rejected"] <= 2, counts      # the generator's mistakes: rare, retried, counted


def test_driver_catches_a_decompiler_that_drops_statements_or_crashes(stand_in, tmp_path):
    python, cli = stand_in
    report, done = run_driver(python, cli, tmp_path, "--count", "30")
    counts = report["counts"]
    assert done.returncode == 1
    assert report["programs"] == 30
    assert sum(counts[status] for status in counts if status != "rejected") == 30
    assert counts["identical"] > 0
    assert counts["differs"] > 0            # the dropped asserts
    assert counts["crash"] > 0              # the while loops
    assert all(failure["source"] for failure in report["failures"])
    assert "programs/s" in done.stderr


def test_driver_reports_identical_for_a_faithful_decompiler(stand_in, tmp_path):
    python, cli = stand_in
    faithful = write_stand_in(tmp_path / "faithful", python, drops=False, crashes=False)
    report, done = run_driver(python, faithful, tmp_path, "--count", "20")
    assert done.returncode == 0, done.stderr[-2000:]
    assert report["counts"]["identical"] == 20


def test_versions_keep_their_reports_in_the_work_folder(stand_in, tmp_path):
    # --work names where a --versions run copies glassbox and writes each version's report (the
    # sanitizer gate's beside the release gate's); it must be inside the repository, which is all
    # the sid chroot sees.
    python, cli = stand_in
    outside = python.run(["-B", str(DRIVER), "--cli", str(cli), "--versions", DRIVER_VERSION, "--count", "3",
                          "--work", str(tmp_path / "work")], timeout=120)
    assert outside.returncode == 2 and "must be inside the repository" in outside.stderr
    work = interpreters.REPO / ("build-fuzz-test-" + tmp_path.name)
    try:
        done = python.run(["-B", str(DRIVER), "--cli", str(cli), "--versions", DRIVER_VERSION, "--count", "3",
                           "--seed", "4", "--work", str(work)], timeout=120)
        assert done.returncode in (0, 1), done.stderr[-3000:]
        report = json.loads((work / (DRIVER_VERSION + ".json")).read_text())
        assert report["programs"] == 3
        assert (work / "bin" / "glassbox").exists()
    finally:
        shutil.rmtree(str(work), ignore_errors=True)


def test_minimizer_shrinks_while_the_failure_persists():
    source = next(text for text in (program.generate(2, index, sys.version_info[:2]) for index in range(100))
                  if "assert " in text and text.count("\n") > 15 and minimize.compiles(text))

    def still_has_an_assert(sources):
        return next((index for index, text in enumerate(sources) if "assert " in text), None)

    smallest = minimize.minimize(source, still_has_an_assert)
    assert "assert " in smallest
    assert smallest.count("\n") <= 2 < source.count("\n")
    assert minimize.compiles(smallest)


def test_driver_minimizes_and_saves_reproducers(stand_in, tmp_path):
    python, _ = stand_in
    cli = write_stand_in(tmp_path / "drops-asserts", python, crashes=False)
    regressions = tmp_path / "regressions"
    report, _ = run_driver(python, cli, tmp_path, "--count", "30", "--minimize", "1",
                           "--regressions", str(regressions))
    saved = report["reproducers"]
    assert len(saved) == 1 and saved[0]["cause"] == report["causes"][0]["cause"]
    files = list((regressions / DRIVER_VERSION).glob("*.py"))
    assert len(files) == 1
    text = files[0].read_text()
    assert text.startswith("# glassbox fuzz reproducer: Python %s" % DRIVER_VERSION)
    code_lines = [line for line in text.splitlines() if not line.startswith("#")]
    assert 1 <= len(code_lines) <= 3, text


def versions_with_reproducers():
    if not REGRESSIONS.is_dir():
        return []
    return sorted(path.name for path in REGRESSIONS.iterdir() if path.is_dir() and list(path.glob("*.py")))


COMPILE_ALL = "import sys\nfor path in sys.argv[1:]:\n    compile(open(path).read(), path, 'exec')\n"


@pytest.mark.parametrize("version", versions_with_reproducers())
def test_saved_reproducers_compile_on_their_version(version):
    python = interpreter(version)
    paths = [python.path(path) for path in sorted((REGRESSIONS / version).glob("*.py"))]
    done = python.run(["-B", "-W", "ignore", "-c", COMPILE_ALL] + paths, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
