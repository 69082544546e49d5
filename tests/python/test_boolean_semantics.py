"""Boolean operations read right: every shape of and / or / not / conditional expression over four
names and the constants 0 and 1, up to four leaves (a fixed sample of them), as a returned value
and as an if statement's test. Each interpreter 3.8-3.15 compiles them; glassbox decompiles the
module (--strict: no fallback); the same interpreter runs the original and the decompiled
functions on every combination of four values, falsy and truthy, and the results must agree.

The compilers thread these jumps through each other (a test that only repeats the one before it
is skipped), so one source shape reads as several: the check is that the reading glassbox
writes computes the same thing, whatever instructions it compiles to (the round trip checks
those). It found `a and (b or c) or d` read as `a and b and c or d` (≤3.11) and
`return a or (b if c else d)` a fallback (≤3.10).
"""

import json
import random
import subprocess

import pytest

import interpreters

LEAVES = ["a", "b", "c", "d", "0", "1"]
SAMPLE = 1500
SEED = 20261208


def shapes(leaves):
    """Every expression of exactly `leaves` leaves, fully parenthesized."""
    if leaves == 1:
        yield from LEAVES
        return
    for left in range(1, leaves):
        for x in shapes(left):
            for y in shapes(leaves - left):
                yield "(%s and %s)" % (x, y)
                yield "(%s or %s)" % (x, y)
    for x in shapes(leaves - 1):
        yield "(not %s)" % x
    for body in range(1, leaves - 1):
        for test in range(1, leaves - body):
            for x in shapes(body):
                for t in shapes(test):
                    for y in shapes(leaves - body - test):
                        yield "(%s if %s else %s)" % (x, t, y)


def sample():
    # (at least two names: an expression of constants alone folds to a constant)
    every = [e for n in (3, 4) for e in shapes(n) if sum(e.count(name) for name in "abcd") >= 2]
    return random.Random(SEED).sample(every, SAMPLE)


def module_source(expressions):
    parts = []
    for i, e in enumerate(expressions):
        parts.append("def value_%d(a, b, c, d):\n    return %s\n\n\n" % (i, e))
        parts.append("def test_%d(a, b, c, d):\n    if %s:\n        return 1\n    return 2\n\n\n" % (i, e))
    return "".join(parts)


MAKE = '''
import marshal, sys
sys.stdout.write(marshal.dumps(compile(sys.stdin.read(), "shapes.py", "exec")).hex())
'''

# Prints the functions whose results differ, with the first inputs that tell them apart.
RUN = '''
import itertools, json, sys
record = json.loads(sys.stdin.read())
original, decompiled = {}, {}
exec(compile(record["original"], "original.py", "exec"), original)
exec(compile(record["decompiled"], "decompiled.py", "exec"), decompiled)
values = [0, 1, "", "x"]
wrong, calls = [], 0
for name in sorted(n for n in original if n.startswith(("value_", "test_"))):
    for arguments in itertools.product(values, repeat=4):
        calls += 1
        if original[name](*arguments) != decompiled[name](*arguments):
            wrong.append([name, list(arguments)])
            break
print(json.dumps({"wrong": wrong, "calls": calls}))
'''


@pytest.mark.parametrize("version", interpreters.ALL_VERSIONS)
def test_boolean_operations_compute_the_same(version, cli_path, tmp_path):
    python = interpreters.find(version)
    interpreters.skip_or_fail_if_absent(python is None, version)
    expressions = sample()
    source = module_source(expressions)
    made = python.run(["-c", MAKE], input=source, timeout=300)
    assert made.returncode == 0, made.stderr[-3000:]
    code = tmp_path / "shapes.bin"
    code.write_bytes(bytes.fromhex(made.stdout))
    decompiled = subprocess.run([cli_path, "decompile", "--marshal", "--python", version, "--strict", str(code)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=300)
    assert decompiled.returncode == 0, decompiled.stderr[-3000:]
    ran = python.run(["-c", RUN], input=json.dumps({"original": source, "decompiled": decompiled.stdout}), timeout=600)
    assert ran.returncode == 0, ran.stderr[-3000:]
    result = json.loads(ran.stdout)
    wrong = ["%s: %s on %r" % (name, expressions[int(name.split("_")[1])], arguments)
             for name, arguments in result["wrong"]]
    assert not wrong, "\n".join(wrong[:20])
    # (Not vacuous: every function ran on every input.)
    assert result["calls"] == 2 * SAMPLE * 4 ** 4
