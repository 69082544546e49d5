"""Decompiler gaps known on one Python + torch pair, for the torch.compile tests.

A cell whose only problems are these gaps is reported as an expected failure (xfail) naming the gap,
after every other check of the cell ran and passed; a failure that is not listed here fails the test,
and the same failure on another Python or torch fails too. When the decompiler learns the pattern
the cell passes again (no test needs changing). Each entry: (Python (major, minor), torch (major,
minor), the decompiler's message, what Dynamo emits there).
"""
import sys

import pytest

GAPS = []  # none known now


def _torch_version():
    import torch
    parts = torch.__version__.split("+")[0].split(".")
    return int(parts[0]), int(parts[1])


def known_gap(reason):
    """The description of the known gap behind decompile failure `reason` on this Python and torch,
    or None."""
    here = sys.version_info[:2]
    torch_version = _torch_version()
    for python, torch_pair, message, why in GAPS:
        if python == here and torch_pair == torch_version and reason and message in reason:
            return why
    return None


def split_decompile_failures(records):
    """(unknown failures, {known gap description}) among the records whose code did not decompile."""
    unknown, known = [], set()
    for record in records:
        if record.decompiled.runnable:
            continue
        reason = record.decompiled.reason()
        why = known_gap(reason)
        if why is None:
            unknown.append("%s: %s" % (record.fn_name, reason))
        else:
            known.add(why)
    return unknown, known


def xfail_if_known(known):
    """Mark the running test an expected failure for the known gaps hit (call it after all checks)."""
    if known:
        pytest.xfail("known decompiler gap on Python %d.%d: %s" % (sys.version_info[:2] + (
            "; ".join(sorted(known)),)))
