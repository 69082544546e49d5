"""Acceptance of the print stage: for each interpreter 3.8-3.15, its own parse of
its standard library and test package (a sample: GLASSBOX_PRINT_SAMPLE files,
default 300, 0 for all) plus tests/print/corpus/, printed by glassbox for that
version, must parse back into the same tree (ast.dump, line numbers aside) and
compile. And tricky constants must compile back to the same value, bit for bit,
folded into a constant.

The printer is glassbox_print_from_json, found through GLASSBOX_PRINT_FROM_JSON.
"""

import json
import math
import os
import re
import struct
import subprocess
import sys
import tempfile

import pytest

import interpreters

HELPER = interpreters.REPO / "tests/print/roundtrip_helper.py"
SAMPLE = int(os.environ.get("GLASSBOX_PRINT_SAMPLE", "300"))

sys.path.insert(0, str(interpreters.REPO / "tests/print"))
import ast_to_json  # noqa: E402

LAZY_IMPORT = re.compile(r"^lazy (import|from) ", re.M)   # 3.15, PEP 810


@pytest.fixture(scope="module")
def printer():
    path = os.environ.get("GLASSBOX_PRINT_FROM_JSON")
    if not path:
        pytest.fail("GLASSBOX_PRINT_FROM_JSON must name the built glassbox_print_from_json program")
    return path


def interpreter(version):
    python = interpreters.find(version)
    interpreters.skip_or_fail_if_absent(python is None, version)
    return python


def print_tree(printer, version, tree_line):
    return subprocess.run([printer, "--python", version, "-"], input=tree_line.encode("ascii"),
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120)


@pytest.mark.parametrize("version", interpreters.ALL_VERSIONS)
def test_print_roundtrip(version, printer):
    python = interpreter(version)
    failures, skipped, printed = [], [], []
    with tempfile.TemporaryFile(mode="w+") as errors:
        dump = subprocess.Popen(python.argv + [python.path(HELPER), "dump", "--sample", str(SAMPLE), "--seed", "1"],
                                stdout=subprocess.PIPE, stderr=errors, universal_newlines=True)
        lines = iter(dump.stdout)
        for line in lines:
            record = json.loads(line)
            if "skip" in record:
                skipped.append(record)
                continue
            result = print_tree(printer, version, next(lines))
            message = result.stderr.decode("utf-8", "replace").strip()
            if result.returncode == 0:
                printed.append({"file": record["file"], "source": result.stdout.decode("utf-8")})
            else:
                failures.append("%s: printer exit %d: %s" % (record["file"], result.returncode, message))
        if dump.wait() != 0:
            errors.seek(0)
            pytest.fail("the dump failed: " + errors.read()[-3000:])

    check = python.run([python.path(HELPER), "check"], input="".join(json.dumps(p) + "\n" for p in printed),
                       timeout=3600)
    assert check.returncode == 0, check.stderr[-3000:]
    results = [json.loads(line) for line in check.stdout.splitlines()]
    assert len(results) == len(printed)
    identical = sum(r["ok"] for r in results)
    failures += ["%s: %s" % (r["file"], r["detail"]) for r in results if not r["ok"]]

    lazy = sum(bool(LAZY_IMPORT.search(p["source"])) for p in printed)
    print("Python %s: %d files compared, %d identical, %d failures; %d skipped (this Python cannot parse them); "
          "%d with lazy imports" % (version, identical + len(failures), identical, len(failures), len(skipped), lazy))
    for failure in failures[:20]:
        print(failure[:3000])
    assert not failures, "%d of the files did not print back to the same tree" % len(failures)
    if tuple(map(int, version.split("."))) >= (3, 15):   # tests/print/corpus/py315_lazy_imports.py at least
        assert lazy, "no printed file holds a lazy import"


# The widest integer glassbox prints in decimal (BigInt::kMaxDecimalWords = 446 words, all bits
# set), and the narrowest it prints in hexadecimal.
WIDEST_DECIMAL = (1 << (446 * 32)) - 1
NARROWEST_HEX = 1 << (446 * 32)
INT_LIMIT_CHECK = """\
import sys
source = sys.stdin.read()
limit = getattr(sys.int_info, "default_max_str_digits", None)
digits = max(len(token) for token in source.split())
assert limit is None or digits <= limit, (digits, limit)
namespace = {}
exec(compile(source, "<ints>", "exec", dont_inherit=True), namespace)   # the default limit applies
assert namespace["a"] == (1 << %d) - 1 and namespace["b"] == 1 << %d
print("digits", digits, "limit", limit)
""" % (446 * 32, 446 * 32)


@pytest.mark.parametrize("version", interpreters.ALL_VERSIONS)
def test_big_int_literals_within_the_digit_limit(version, printer):
    """Decimal up to the widest has_short_decimal() value, read back by each interpreter under its
    default int max str digits (4300); hexadecimal past it."""
    python = interpreter(version)
    module = {"_type": "Module", "body": [
        {"_type": "Assign", "targets": [{"_type": "Name", "id": name}],
         "value": {"_type": "Constant", "value": ast_to_json.encode_constant(value)}}
        for name, value in (("a", WIDEST_DECIMAL), ("b", NARROWEST_HEX))]}
    result = print_tree(printer, version, json.dumps(module))
    assert result.returncode == 0, result.stderr.decode()
    source = result.stdout.decode("ascii")
    assert re.match(r"a = \d+\nb = 0x1(0{3568})\n$", source), source[:200]
    check = python.run(["-c", INT_LIMIT_CHECK], input=source, timeout=120)
    assert check.returncode == 0, check.stderr[-3000:]


def bits(value):
    return struct.unpack(">d", struct.pack(">Q", value))[0]


def tricky_constants():
    nan = float("nan")
    negative_nan = bits(struct.unpack(">Q", struct.pack(">d", nan))[0] ^ (1 << 63))
    parts = [0.0, -0.0, 2.5, -2.5, math.inf, -math.inf, nan, negative_nan]
    values = [0, -1, 2 ** 100, -(2 ** 16000), 0.0, -0.0, 1.5, -2.5, 1e16, 5e-324, 1.7976931348623157e308,
              math.inf, -math.inf, nan, negative_nan, None, True, False, Ellipsis]
    values += [complex(real, imag) for real in parts for imag in parts]
    values += ["", "it's", 'say "hi"', "a'b\"", "\\", "\x00\x7f\n\r\t\x0c", "caf\xe9 \u20ac \U0001f600",
               "\ud800", "\udc80\ud800", "\ud83d\ude00", "\u202e\ufeff\x85", "{}", "\"\"\"'''"]
    values += [bytes(range(256)), b"", b"'", b"\"'"]
    values += [(), (1,), ((1, -0.0), "a", None, (nan,)), (complex(-0.0, 0.0),)]
    return values


@pytest.mark.parametrize("version", interpreters.ALL_VERSIONS)
def test_constants_fold_back(version, printer):
    python = interpreter(version)
    values = tricky_constants()
    names = ["x%d" % i for i in range(len(values))]
    module = {"_type": "Module", "body": [
        {"_type": "Assign", "targets": [{"_type": "Name", "id": name}],
         "value": {"_type": "Constant", "value": ast_to_json.encode_constant(value)}}
        for name, value in zip(names, values)]}
    result = print_tree(printer, version, json.dumps(module))
    assert result.returncode == 0, result.stderr.decode()
    source = result.stdout.decode("utf-8")
    expected = {name: ast_to_json.encode_constant(value) for name, value in zip(names, values)}
    check = python.run([python.path(HELPER), "constants"], input=json.dumps({"source": source, "expected": expected}),
                       timeout=600)
    assert check.returncode == 0, check.stderr[-3000:]
    results = [json.loads(line) for line in check.stdout.splitlines()]
    assert len(results) == len(values)
    bad = [r for r in results if not r["ok"]]
    assert not bad, "\n".join("%s: %s" % (r["name"], r["detail"]) for r in bad)
    # Keep the source readable: constants print as literals, not as calls, except where no literal exists.
    calls = [line for line in source.splitlines() if re.match(r"x\d+ = [a-z]+\(", line)]
    assert all("complex(" in line for line in calls), calls
