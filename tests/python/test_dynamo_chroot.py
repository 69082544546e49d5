"""A bounded part of the torch.compile tests on Debian's Pythons and torches (the chroots).

The host's venv runs tests/python/test_dynamo_*.py on Python 3.11 with torch 2.13. This test runs a
small selection of them (the demo, a few cells of the matrix, the closure cells, the pdb session)
inside each Debian chroot of tools/chroots/ on its Python and its python3-torch, in under a minute
each: sid (Python 3.14, torch 2.14) and trixie (Python 3.13, torch 2.6). The whole suite there:
`make test-dynamo-chroot` (CHROOT_SUITE=sid or trixie).

It needs each chroot built with torch and pytest (tools/chroots/build-chroot.sh SUITE --with-torch,
as `make chroots chroot-trixie` does); without them it is skipped, or fails under
GLASSBOX_REQUIRE_ALL_PYTHONS=1. The glassbox library it loads is GLASSBOX_LIBRARY (else
build/core/capi/libglassbox.so), which must lie inside the repository (a chroot sees only the
repository, at /glassbox).
"""
import os
from pathlib import Path

import pytest

import interpreters

# (Python version, Debian suite whose python3-torch runs on it)
CHROOTS = [("3.14", "sid"), ("3.13", "trixie")]
SELECTION = [
    "tests/python/test_dynamo_hooks.py::test_demo",
    "tests/python/test_dynamo_matrix.py::test_matrix[eager-function-static-several]",
    "tests/python/test_dynamo_matrix.py::test_matrix[aot_eager-module-dynamic-with]",
    "tests/python/test_dynamo_matrix.py::test_a_closure_with_a_break",
    "tests/python/test_dynamo_pdb.py",
]


def unavailable(message):
    if interpreters.require_all():
        pytest.fail(message)
    pytest.skip(message)


def chroot_python(version, suite):
    """The chroot's python<version>, run by tools/chroots/run-in-chroot.sh, or None if it is not built."""
    if not (interpreters.CHROOT_ROOT / suite / "usr/bin" / ("python" + version)).exists():
        return None
    argv = [str(interpreters.REPO / "tools/chroots/run-in-chroot.sh"), suite, "python" + version]
    return interpreters.Interpreter(version, argv, "/glassbox")


@pytest.mark.skipif(os.environ.get("GLASSBOX_IN_CHROOT") == "1", reason="already inside a chroot")
@pytest.mark.parametrize("version, suite", CHROOTS, ids=["%s-python%s" % (s, v) for v, s in CHROOTS])
def test_dynamo_selection_with_debian_torch(version, suite):
    build = "tools/chroots/build-chroot.sh %s --with-torch" % suite
    python = chroot_python(version, suite)
    if python is None:
        unavailable("Python %s of the %s chroot is not available (build the chroot: %s)" % (version, suite, build))
    packages = interpreters.CHROOT_ROOT / suite / "usr/lib/python3/dist-packages"
    for module in ("torch", "pytest"):
        if not (packages / module).is_dir():
            unavailable("the %s chroot has no %s for python%s: build it with %s" % (suite, module, version, build))
    library = Path(os.environ.get("GLASSBOX_LIBRARY") or interpreters.REPO / "build/core/capi/libglassbox.so")
    if not library.exists():
        pytest.fail("no glassbox library at %s (build it, or set GLASSBOX_LIBRARY)" % library)
    try:
        library_inside = python.path(library)
    except ValueError:
        pytest.fail("GLASSBOX_LIBRARY=%s is outside the repository, which is all the chroot sees" % library)
    argv = python.argv[:-1] + ["env", "GLASSBOX_LIBRARY=" + library_inside,
                               "PYTHONPATH=" + python.path(interpreters.REPO / "src"), "PYTHONDONTWRITEBYTECODE=1",
                               python.argv[-1], "-m", "pytest", "-p", "no:cacheprovider", "-p", "no:logging",
                               "-q", "-rs", "-x"] + SELECTION
    result = interpreters.Interpreter(version, argv, python.repo).run([], timeout=900)
    output = result.stdout + result.stderr
    assert result.returncode == 0, "python%s in the %s chroot:\n%s" % (version, suite, output[-6000:])
    assert " passed" in output and " skipped" not in output, output[-3000:]
