"""Acceptance: glassbox decodes every code object of each interpreter's standard
library and test package exactly as that interpreter's own `dis` does."""

import os
import re

import pytest

import interpreters

ORACLE = interpreters.REPO / "tests/oracle/dis_oracle.py"
SAMPLE = int(os.environ.get("GLASSBOX_ORACLE_SAMPLE", "0"))


@pytest.fixture(scope="module")
def cli():
    path = os.environ.get("GLASSBOX_CLI")
    if not path:
        pytest.fail("GLASSBOX_CLI must name the built glassbox program")
    return path


@pytest.mark.parametrize("version", interpreters.ALL_VERSIONS)
def test_decoder_matches_dis(version, cli):
    python = interpreters.find(version)
    interpreters.skip_or_fail_if_absent(python is None, version)
    args = [python.path(ORACLE), "--cli", python.path(cli)]
    if SAMPLE:
        args += ["--sample", str(SAMPLE), "--seed", "1"]
    result = python.run(args, timeout=3600)
    print(result.stdout)
    summary = re.search(r"(\d+) modules .* (\d+) code objects, (\d+) instructions", result.stdout)
    assert summary, "the oracle printed no summary:\n" + result.stdout + result.stderr
    modules, code_objects, instructions = map(int, summary.groups())
    assert modules > 0 and code_objects > modules and instructions > code_objects
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
