"""Flat mode (decompile --flat), the structure stage's last resort, forced on the corpus.

Where the structure stage cannot rebuild a function's statements, glassbox writes its control
flow as a state machine (core/structure/flat_fallback.h). To test that resort on far more code
than the few functions that need it, --flat writes every function so (Python 3.11+; lambdas,
comprehensions, module and class bodies, and what flat mode refuses keep the usual output).
For each interpreter 3.11-3.15, one run of roundtrip.py --decompiler glassbox-flat over
tests/corpus: every module's source compiles and its checks() answer the same. Its
instructions differ from the original's, so they are not judged. Versions before 3.11 (block
stack, no exception table) have no flat mode: their cases are skipped as such, not passed.
"""
import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "tools"))
sys.path.insert(0, os.path.join(REPO, "tests", "python"))

import interpreters  # noqa: E402
import roundtrip_matrix as matrix  # noqa: E402

FLAT_VERSIONS = ("3.11", "3.12", "3.13", "3.14", "3.15")

# What a state machine changes that a module's checks() look at, by module: the start of the
# difference roundtrip.py reports, and why it is no error.
EXPECTED_DIFFERENCES = {
    "large_code": ("result['locals']", "checks() counts len(locals()): the state machine's own "
                   "variables (_flat_state, the slots) are locals too"),
}


@pytest.mark.parametrize("version", interpreters.ALL_VERSIONS)
def test_flat_mode_keeps_the_behaviour_of_the_corpus(version):
    if version not in FLAT_VERSIONS:
        pytest.skip("Python %s: no flat mode (block-stack bytecode; the marked fallback stays)" % version)
    run = matrix.session_run(version, "glassbox-flat")
    interpreters.skip_or_fail_if_absent(run.absent, version)
    assert run.error is None, run.error
    problems = matrix.behaviour_problems(run, EXPECTED_DIFFERENCES)
    assert not problems, "Python %s, flat mode:\n%s" % (version, "\n".join(problems))
