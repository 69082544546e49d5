"""Deciding constants the 3.10+ optimizer folded away (`'' or x`: only x's code is left, the
constant stays in co_consts) are put back as the operand they were (core/decompile/dead_operands.h),
but not where structure puts the constant back itself: a round trip cannot tell (the constant
printed twice keeps its place in co_consts), the source can."""

import os
import subprocess

import pytest

import interpreters

CLI = os.environ.get("GLASSBOX_CLI")

pytestmark = pytest.mark.skipif(not CLI, reason="GLASSBOX_CLI is not set")


def decompiled(version, source, tmp_path):
    python = interpreters.find(version)
    interpreters.skip_or_fail_if_absent(python is None, version)
    module = tmp_path / "module.py"
    module.write_text(source)
    pyc = tmp_path / "module.pyc"
    compiled = python.run(["-c", "import py_compile, sys; py_compile.compile(sys.argv[1], cfile=sys.argv[2], doraise=True)",
                           str(module), str(pyc)])
    assert compiled.returncode == 0, compiled.stderr
    result = subprocess.run([CLI, "decompile", str(pyc)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            universal_newlines=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return result.stdout


@pytest.mark.parametrize("version", ["3.10", "3.11"])
def test_folded_operand_is_put_back(version, tmp_path):
    out = decompiled(version, "def g(x):\n    a = 5\n    v = '' or x\n    b = 6\n", tmp_path)
    assert "v = '' or x" in out


@pytest.mark.parametrize("version", ["3.10", "3.11"])
def test_constant_of_a_test_taken_either_way_is_left_to_structure(version, tmp_path):
    # `if c or 4: pass` jumps past its empty body (through a NOP) either way; structure prints
    # the 4, so it is no operand of the value loaded before it
    out = decompiled(version, "def f(c, x):\n    y = x\n    if c or 4:\n        pass\n    z = 7\n", tmp_path)
    assert "y = x\n" in out
    assert "if c or 4:" in out
