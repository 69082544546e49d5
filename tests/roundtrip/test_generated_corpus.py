"""The generated mode (decompile --generated, made for TorchDynamo's bytecode) on the corpus.

Dynamo's code holds the user's code: the functions, lambdas and comprehensions it copies as
constants, the module code it converts. The generated mode must read that too. For each
interpreter 3.8-3.15, one run of roundtrip.py --decompiler glassbox-generated over
tests/corpus: every module's source compiles and its checks() answer the same, with no marked
fallback. Its instructions may differ from the original's (temporaries), so they are not judged.
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


@pytest.mark.parametrize("version", interpreters.ALL_VERSIONS)
def test_generated_mode_keeps_the_behaviour_of_the_corpus(version):
    run = matrix.session_run(version, "glassbox-generated")
    interpreters.skip_or_fail_if_absent(run.absent, version)
    assert run.error is None, run.error
    problems = matrix.behaviour_problems(run)
    assert not problems, "Python %s, generated mode:\n%s" % (version, "\n".join(problems))
