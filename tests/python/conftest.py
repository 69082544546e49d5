"""Fixtures for the tests of the command-line program and the Python package.

The program is found through the GLASSBOX_CLI environment variable, else as
`glassbox` on PATH; the package by importing `glassbox` (installed with pip, or
PYTHONPATH=src with GLASSBOX_LIBRARY pointing at a built libglassbox.so).
"""
import marshal
import os
import py_compile
import shutil
import subprocess
import textwrap

import pytest

SAMPLE_SOURCE = textwrap.dedent(
    """\
    import os

    def add(a, b=2):
        total = a + b
        if total > 10:
            return total * 2
        return (1,), 1.5, b"x'", 'a"\\'', None

    class Greeter:
        def greet(self, name):
            return "hello " + name
    """
)


@pytest.fixture(scope="session")
def cli_path():
    path = os.environ.get("GLASSBOX_CLI") or shutil.which("glassbox")
    if not path:
        pytest.fail("no glassbox program: set GLASSBOX_CLI or put `glassbox` on PATH (pip install .)")
    return path


@pytest.fixture
def run_cli(cli_path):
    def run(*args):
        return subprocess.run([cli_path] + [str(a) for a in args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              universal_newlines=True, timeout=120)
    return run


@pytest.fixture
def sample_pyc(tmp_path):
    """A .pyc of SAMPLE_SOURCE compiled by the running interpreter, and its module code object."""
    source = tmp_path / "sample.py"
    source.write_text(SAMPLE_SOURCE)
    pyc = tmp_path / "sample.pyc"
    py_compile.compile(str(source), cfile=str(pyc), doraise=True)
    with open(str(pyc), "rb") as handle:
        code = marshal.loads(handle.read()[16:])
    return pyc, code
