"""Acceptance: stage "normalize" rewrites every code object of each
interpreter's standard library and test package into the version-neutral op
set, and the stack verifier accepts every one (consistent depths at every
block, no underflow, never deeper than co_stacksize), with every template a
compiler emits (yield-from loops, 3.14 with statements, 3.13 conversions)
collapsed.

Each interpreter compiles its own library into build-sweep/pycs/X.Y inside
the repository (3.14 and 3.15 run in a chroot that sees the repository at
/glassbox); the sweep program then runs on the host over those files. The
program is GLASSBOX_NORMALIZE_SWEEP, else the first one built in build/ or
build-normalize/.
"""

import os
import re
import shutil
import subprocess

import pytest

import interpreters

PYCS = interpreters.REPO / "build-sweep" / "pycs"
BUILT = "tests/core/normalize/glassbox_normalize_sweep"

# Run by the interpreter under test (3.8+ syntax): compile every module of its
# standard library (test package included) and write it as a .pyc to argv[1].
COMPILE_STDLIB = """
import importlib.util, marshal, os, struct, sys, sysconfig, warnings
out = sys.argv[1]
header = importlib.util.MAGIC_NUMBER + struct.pack("<III", 0, 0, 0)
count = 0
for root, dirs, files in os.walk(sysconfig.get_paths()["stdlib"]):
    dirs[:] = sorted(d for d in dirs if d not in ("site-packages", "dist-packages", "__pycache__"))
    for name in sorted(files):
        if not name.endswith(".py"):
            continue
        try:
            with open(os.path.join(root, name), "rb") as handle, warnings.catch_warnings():
                warnings.simplefilter("ignore")
                code = compile(handle.read(), os.path.join(root, name), "exec", dont_inherit=True)
        except (SyntaxError, ValueError, UnicodeDecodeError, RecursionError, MemoryError):
            continue
        count += 1
        with open(os.path.join(out, "%06d.pyc" % count), "wb") as handle:
            handle.write(header + marshal.dumps(code))
print("compiled", count)
"""


@pytest.fixture(scope="module")
def sweep():
    path = os.environ.get("GLASSBOX_NORMALIZE_SWEEP")
    if path:
        return path
    for build in ("build", "build-normalize"):
        candidate = interpreters.REPO / build / BUILT
        if candidate.exists():
            return str(candidate)
    pytest.fail("no sweep program: build with -DGLASSBOX_TESTS=ON or set GLASSBOX_NORMALIZE_SWEEP")


@pytest.mark.parametrize("version", interpreters.ALL_VERSIONS)
def test_normalize_sweep(version, sweep):
    python = interpreters.find(version)
    interpreters.skip_or_fail_if_absent(python is None, version)
    out = PYCS / version
    shutil.rmtree(str(out), ignore_errors=True)
    out.mkdir(parents=True)
    compiled = python.run(["-c", COMPILE_STDLIB, python.path(out)], timeout=3600)
    assert compiled.returncode == 0, compiled.stdout[-2000:] + compiled.stderr[-2000:]

    result = subprocess.run([sweep, "--show", "20", str(out)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            universal_newlines=True, timeout=3600)
    print(result.stdout)
    summary = re.search(r"files=(\d+) code_objects=(\d+) instructions=(\d+) normalized=(\d+) failures=(\d+)",
                        result.stdout)
    assert summary, "the sweep printed no summary:\n" + result.stdout + result.stderr
    files, code_objects, instructions, normalized, failures = map(int, summary.groups())
    assert files > 1000 and code_objects > files and normalized > code_objects
    assert failures == 0, result.stdout[-4000:]
    assert result.returncode == 0, result.stderr[-2000:]
    # Compiler output always matches the templates (yield-from loops, 3.14's
    # with statement, 3.13's conversions): nothing is left in fallback form.
    leftovers = re.findall(r"^fallback (\w+)=(\d+)$", result.stdout, re.MULTILINE)
    assert not leftovers, "templates left uncollapsed: %s" % leftovers
