"""The target interpreter's half of tests/python/test_print_roundtrip.py.
Runs under any Python 3.8-3.15 (so 3.8 syntax only), talking JSON Lines on
stdin/stdout, since 3.14 and 3.15 run inside a chroot that may see a copy of
the repository rather than the repository itself.

    dump --sample N --seed S   the standard library and test package files of
                               this interpreter (N of them at random, 0: all),
                               plus tests/print/corpus/: for each file a line
                               {"file": path} and then its tree (ast_to_json),
                               or one line {"file": path, "skip": reason}
    check                      stdin: {"file": path, "source": printed} lines;
                               parses both and compares ast.dump of the trees;
                               stdout: one {"file", "ok", "detail"} per file
    constants                  stdin: {"source": printed, "expected": {name:
                               CONST}}; runs the source and compares each
                               variable to the expected exact encoding, and
                               checks that a constant load computed it
"""

import argparse
import ast
import dis
import json
import os
import random
import re
import sys
import sysconfig
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ast_to_json  # noqa: E402

CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus")
MIN_VERSION_MARK = "# glassbox-print-min-python: "


def stdlib_files():
    root = sysconfig.get_paths()["stdlib"]
    found = []
    for directory, subdirectories, names in os.walk(root):
        subdirectories[:] = sorted(d for d in subdirectories if d not in ("site-packages", "dist-packages"))
        found.extend(os.path.join(directory, name) for name in names if name.endswith(".py"))
    return sorted(found)


def corpus_files():
    """Hand-written files of syntax the standard library rarely uses, each from its version on."""
    chosen = []
    for name in sorted(os.listdir(CORPUS)):
        path = os.path.join(CORPUS, name)
        with open(path, encoding="utf-8") as handle:
            first = handle.readline()
        minimum = (3, 8)
        if first.startswith(MIN_VERSION_MARK):
            minimum = tuple(int(part) for part in first[len(MIN_VERSION_MARK):].split("."))
        if sys.version_info[:2] >= minimum:
            chosen.append(path)
    return chosen


def emit(record):
    sys.stdout.write(json.dumps(record) + "\n")


def dump(sample, seed):
    files = stdlib_files()
    if 0 < sample < len(files):
        files = sorted(random.Random(seed).sample(files, sample))
    for path in corpus_files() + files:
        try:
            with open(path, "rb") as handle:
                source = handle.read()
            tree = ast_to_json.source_to_json(source)
            compile(source, path, "exec", dont_inherit=True)
        except (SyntaxError, ValueError, UnicodeError, RecursionError, MemoryError) as error:
            # Test data with deliberately bad syntax, or too deep for this parser.
            emit({"file": path, "skip": "%s: %s" % (type(error).__name__, error)})
            continue
        emit({"file": path})
        emit(tree)


def normalized_dump(tree):
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant):
            node.kind = None    # the u'' prefix: no meaning, and no place in glassbox's tree
    return ast.dump(tree)


def first_difference(left, right):
    at = next((i for i, (a, b) in enumerate(zip(left, right)) if a != b), min(len(left), len(right)))
    return "original ...%s...\nprinted  ...%s..." % (left[max(0, at - 150):at + 150], right[max(0, at - 150):at + 150])


def check():
    for line in sys.stdin:
        record = json.loads(line)
        path, printed = record["file"], record["source"]
        with open(path, "rb") as handle:
            original = handle.read()
        result = {"file": path, "ok": False, "detail": ""}
        try:
            expected = normalized_dump(ast.parse(original))
            got = normalized_dump(ast.parse(printed))
            compile(printed, path, "exec", dont_inherit=True)
        except SyntaxError as error:
            result["detail"] = "the printed source does not compile: %s (line %s: %r)" % (
                error.msg, error.lineno, (error.text or "").strip()[:200])
            emit(result)
            continue
        if expected != got:
            result["detail"] = "the trees differ:\n" + first_difference(expected, got)
        else:
            result["ok"] = True
        emit(result)


# The instructions that load one constant (3.14 has small ints, 3.15 common constants apart).
CONSTANT_LOADS = {"LOAD_CONST", "LOAD_SMALL_INT", "LOAD_COMMON_CONSTANT"}


def constants():
    record = json.loads(sys.stdin.read())
    source = record["source"]
    code = compile(source, "<constants>", "exec", dont_inherit=True)
    namespace = {}
    exec(code, namespace)
    # What each variable's value was computed by: the instruction just before its STORE_NAME.
    loaded_by = {}
    previous = None
    for instruction in dis.get_instructions(code):
        if instruction.opname == "STORE_NAME" and previous is not None:
            loaded_by[instruction.argval] = previous.opname
        if instruction.opname not in ("CACHE", "EXTENDED_ARG"):
            previous = instruction
    lines = {line.split(" = ", 1)[0]: line for line in source.splitlines()}
    for name, expected in sorted(record["expected"].items()):
        got = ast_to_json.encode_constant(namespace[name])
        if got != expected:
            emit({"name": name, "ok": False, "detail": "value %r from %r" % (namespace[name], lines.get(name))})
            continue
        # A call (complex(nan, ...)) is exact but no constant; every other form must fold into one.
        is_call = re.match(r"[A-Za-z_]\w*\(", lines[name].split(" = ", 1)[1])
        if not is_call and loaded_by.get(name) not in CONSTANT_LOADS:
            emit({"name": name, "ok": False, "detail": "not folded into a constant (%s): %r" % (
                loaded_by.get(name), lines[name])})
            continue
        emit({"name": name, "ok": True})


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=["dump", "check", "constants"])
    parser.add_argument("--sample", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    sys.setrecursionlimit(20000)
    warnings.simplefilter("ignore")  # the SyntaxWarnings of test data, compiled twice
    if args.mode == "dump":
        dump(args.sample, args.seed)
    elif args.mode == "check":
        check()
    else:
        constants()


if __name__ == "__main__":
    main()
