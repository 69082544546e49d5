"""The command line over corrupted and hostile inputs (tests/corrupt/make_corpus.py):
every bad file gets exactly one error line `glassbox: PATH: byte N: PROBLEM` and
an error record, every file that still loads gets a valid JSON record, no
sanitizer speaks, and every run ends within a time bound.

Runs many files per invocation, with the program of GLASSBOX_CLI (else
`glassbox` on PATH) and, when GLASSBOX_ASAN_CLI is set, also with that sanitizer
build (e.g. build-asan/cli/glassbox; GLASSBOX_CLI may point at one too).
GLASSBOX_CORRUPT_TIMEOUT sets the bound per run in seconds (default 120,
generous for ASan/UBSan).
"""
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "corrupt"))
import make_corpus  # noqa: E402

ERROR_LINE = re.compile(r"^glassbox: (.+?): byte (\d+): .+$")
SANITIZER_MARKERS = ("ERROR: AddressSanitizer", "runtime error:", "ERROR: LeakSanitizer",
                     "UndefinedBehaviorSanitizer", "AddressSanitizer:DEADLYSIGNAL")
BATCH_SIZE = 250
TIME_BOUND = float(os.environ.get("GLASSBOX_CORRUPT_TIMEOUT", "120"))


@pytest.fixture(params=["GLASSBOX_CLI", "GLASSBOX_ASAN_CLI"])
def cli(request, cli_path):
    if request.param == "GLASSBOX_CLI":
        return cli_path
    path = os.environ.get("GLASSBOX_ASAN_CLI")
    if not path:
        pytest.skip("GLASSBOX_ASAN_CLI is not set (the sanitizer build of the program)")
    return path


@pytest.fixture(scope="session")
def corpus(tmp_path_factory):
    out_dir = tmp_path_factory.mktemp("corrupt")
    manifest = make_corpus.generate(str(out_dir))
    if len(manifest["sources"]) < 2:
        pytest.fail("need .pyc files from at least two Python versions, got %s" % manifest["sources"])
    return manifest


def run_batch(cli, entries, extra_args=(), time_bound=TIME_BOUND):
    """Run one `glassbox dis --json` over `entries` and check everything that holds per file."""
    paths = [entry["path"] for entry in entries]
    started = time.monotonic()
    try:
        result = subprocess.run([cli, "dis", "--json"] + list(extra_args) + paths, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, timeout=time_bound)
    except subprocess.TimeoutExpired:
        pytest.fail("glassbox ran past %.0f s on %d files from %s" % (time_bound, len(paths), paths[0]))
    elapsed = time.monotonic() - started
    stderr = result.stderr.decode("utf-8", "replace")
    for marker in SANITIZER_MARKERS:
        assert marker not in stderr, "sanitizer report (files from %s):\n%s" % (paths[0], stderr[-4000:])

    known = set(paths)
    failed = {}
    for line in stderr.splitlines():
        match = ERROR_LINE.match(line)
        assert match, "stderr line not of the form 'glassbox: PATH: byte N: PROBLEM': %r" % line
        path, offset = match.group(1), int(match.group(2))
        assert path in known, "error line for a file not given: %r" % line
        assert path not in failed, "two error lines for %s:\n%s\n%s" % (path, failed[path], line)
        assert offset <= os.path.getsize(path), "byte offset past the end of the file: %r" % line
        failed[path] = line

    records = {}
    for line in result.stdout.decode("utf-8").splitlines():
        record = json.loads(line)
        records[record["file"]] = record
    assert set(records) == known, "missing records: %s" % sorted(known - set(records))[:5]
    for entry in entries:
        path = entry["path"]
        if path in failed:
            assert "error" in records[path] and "code" not in records[path], path
        else:
            assert entry["expect"] == "any", "%s must be refused, but loaded" % path
            assert "code" in records[path] and "error" not in records[path], path
    assert result.returncode == (1 if failed else 0), "exit status %d with %d bad files" % (
        result.returncode, len(failed))
    return failed, elapsed


def run_all(cli, entries, extra_args=()):
    failed = {}
    for start in range(0, len(entries), BATCH_SIZE):
        batch_failed, _ = run_batch(cli, entries[start:start + BATCH_SIZE], extra_args)
        failed.update(batch_failed)
    return failed


def entries_of(corpus, kind, exclude=()):
    return [e for e in corpus["pyc"] if e["kind"] == kind and os.path.basename(e["path"]) not in exclude]


def test_truncated_pyc_files_are_all_refused(cli, corpus):
    entries = entries_of(corpus, "truncated")
    assert len(entries) > 1000
    failed = run_all(cli, entries)
    assert len(failed) == len(entries)


def test_bit_flipped_pyc_files(cli, corpus):
    entries = entries_of(corpus, "flipped")
    failed = run_all(cli, entries)
    assert 0 < len(failed) <= len(entries)


# Inputs that still take far too long, kept out of the hostile batch and
# checked one by one against a tight bound (known defects, see each reason).
# Inputs whose few bytes stand for a huge value: each must be answered within a time bound.
EXPANDING_FILES = {
    # Shared references denoting 2**40 leaves: the reader refuses them at the byte they expand at.
    "ref_bomb_40",
    # A valid int of 1M digits (2 MB): printed in hex past CPython's int->str digit limit, in linear time.
    "long_1m_digits",
}
EXPANDING_BOUND = 10


def test_hostile_pyc_files(cli, corpus):
    entries = entries_of(corpus, "hostile")
    failed = run_all(cli, entries)
    must_fail = [e["path"] for e in entries if e["expect"] == "bad"]
    assert set(must_fail) <= set(failed)


@pytest.mark.parametrize("name", sorted(EXPANDING_FILES))
def test_expanding_input_is_handled_quickly(cli, corpus, name):
    entries = [e for e in corpus["pyc"] if os.path.basename(e["path"]) == name + ".pyc"]
    assert len(entries) == 1
    run_batch(cli, entries, time_bound=EXPANDING_BOUND)


def test_marshal_inputs(cli, corpus):
    checked = 0
    for version, entries in sorted(corpus["marshal"].items()):
        failed = run_all(cli, entries, ["--marshal", "--python", version])
        must_fail = [e["path"] for e in entries if e["expect"] == "bad"]
        assert set(must_fail) <= set(failed), version
        checked += len(entries)
    assert checked > 500
