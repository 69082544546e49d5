"""The dis oracle: glassbox's decoder against the running interpreter's own `dis`.

Run by the interpreter under test (any of 3.8-3.15; keep this file 3.8-compatible).
It compiles that interpreter's standard library and `test` package, writes the
code objects as .pyc files, has `glassbox dis --json` decode them, and compares
every code object, instruction, line number, position and exception-table entry
with what `dis` and the code object itself say. Prints the counts compared and
exits 1 on any difference.

    python3.X tests/oracle/dis_oracle.py --cli build/cli/glassbox [--sample N] [--seed S]
"""

import argparse
import dis
import importlib.util
import json
import marshal
import os
import random
import struct
import subprocess
import sys
import sysconfig
import tempfile
import time
import warnings

if hasattr(sys, "set_int_max_str_digits"):
    sys.set_int_max_str_digits(0)

VERSION = sys.version_info[:2]
JUMP_OPS = set(getattr(dis, "hasjump", [])) | set(dis.hasjrel) | set(dis.hasjabs)
MAX_REPORTED = 20


def source_files(include_tests):
    """Every .py file of the standard library (and its test package), sorted."""
    stdlib = sysconfig.get_paths()["stdlib"]
    skipped_dirs = {"site-packages", "dist-packages", "__pycache__"}
    if not include_tests:
        skipped_dirs |= {"test", "tests", "idle_test"}
    found = []
    for root, dirs, files in os.walk(stdlib):
        dirs[:] = sorted(d for d in dirs if d not in skipped_dirs)
        found.extend(os.path.join(root, name) for name in sorted(files) if name.endswith(".py"))
    return found


def compile_module(path):
    """The module's code object, or None when this interpreter cannot compile it (bad-syntax test data)."""
    try:
        with open(path, "rb") as handle:
            source = handle.read()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return compile(source, path, "exec", dont_inherit=True)
    except (SyntaxError, ValueError, UnicodeDecodeError, RecursionError, MemoryError):
        return None


def write_pyc(code, path, hash_based):
    flags = 1 if hash_based else 0
    header = importlib.util.MAGIC_NUMBER + struct.pack("<I", flags)
    header += b"\x01\x02\x03\x04\x05\x06\x07\x08" if hash_based else struct.pack("<II", 1700000000, 1234)
    with open(path, "wb") as handle:
        handle.write(header + marshal.dumps(code))


def encode_const(value):
    """A constant as docs/dis-json.md encodes it."""
    if value is None:
        return {"type": "None"}
    if value is Ellipsis:
        return {"type": "ellipsis"}
    if value is StopIteration:
        return {"type": "StopIteration"}
    if isinstance(value, bool):
        return {"type": "bool", "value": value}
    if isinstance(value, int):
        if (abs(value).bit_length() + 31) // 32 <= 446:
            return {"type": "int", "value": str(value)}
        return {"type": "int", "hex": hex(value)}
    if isinstance(value, float):
        return {"type": "float", "value": repr(value)}
    if isinstance(value, complex):
        return {"type": "complex", "real": repr(value.real), "imag": repr(value.imag)}
    if isinstance(value, str):
        if any(0xD800 <= ord(c) <= 0xDFFF for c in value):
            shown = "".join("\ufffd" if 0xD800 <= ord(c) <= 0xDFFF else c for c in value)
            return {"type": "str", "value": shown, "code_points": [ord(c) for c in value]}
        return {"type": "str", "value": value}
    if isinstance(value, bytes):
        return {"type": "bytes", "hex": value.hex()}
    if isinstance(value, (tuple, list)):
        return {"type": type(value).__name__, "items": [encode_const(item) for item in value]}
    if isinstance(value, (set, frozenset)):
        # marshal writes a set in its iteration order; compare sets order-free.
        return {"type": type(value).__name__, "items": sorted_items([encode_const(item) for item in value])}
    if isinstance(value, slice):
        return {"type": "slice", "items": [encode_const(value.start), encode_const(value.stop), encode_const(value.step)]}
    if isinstance(value, dict) or type(value).__name__ == "frozendict":
        return {"type": type(value).__name__, "items": [[encode_const(k), encode_const(v)] for k, v in value.items()]}
    if hasattr(value, "co_code"):
        return {"type": "code", "qualname": getattr(value, "co_qualname", value.co_name), "firstlineno": value.co_firstlineno}
    raise TypeError("no encoding for constant of type %s" % type(value).__name__)


def sorted_items(items):
    return sorted(items, key=lambda item: json.dumps(item, sort_keys=True))


def normalize_ours(const):
    """Our record with set items in the same order-free form as encode_const."""
    if isinstance(const, dict) and "items" in const:
        items = [normalize_ours(item) if not isinstance(item, list) else [normalize_ours(i) for i in item]
                 for item in const["items"]]
        if const["type"] in ("set", "frozenset"):
            items = sorted_items(items)
        const = dict(const, items=items)
    return const


def line_ranges(code):
    """(start, end, line) ranges as the interpreter reports them."""
    if hasattr(code, "co_lines"):
        return [r for r in code.co_lines() if r[1] > r[0]]
    starts = list(dis.findlinestarts(code))
    ranges = []
    for index, (start, line) in enumerate(starts):
        end = starts[index + 1][0] if index + 1 < len(starts) else len(code.co_code)
        ranges.append((start, end, line))
    return ranges


def line_at(ranges, offset):
    for start, end, line in ranges:
        if start <= offset < end:
            return line
    return None


def expected_argval(code, instr, ours):
    """What our argval must equal, from dis's view of the same instruction."""
    if instr.arg is None:
        return None
    if instr.opcode in dis.hasconst:
        # 3.11's dis leaves KW_NAMES unresolved (an _Unknown marker); the constant is the code's own.
        known = type(instr.argval).__name__ != "_Unknown"
        return encode_const(instr.argval if known else code.co_consts[instr.arg])
    if instr.opname == "LOAD_COMMON_CONSTANT":
        value = dis._common_constants[instr.arg]
        return {"type": "common_constant", "source": value.__name__ if callable(value) else repr(value)}
    value = instr.argval
    if isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, str) for v in value):
        return list(value)
    if isinstance(value, str):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        # dis keeps the number for BINARY_OP and intrinsics; we give the symbol it prints.
        return instr.argrepr if isinstance(ours, str) else value
    return instr.arg


class Comparison:
    def __init__(self):
        self.code_objects = 0
        self.instructions = 0
        self.exception_entries = 0
        self.mismatches = []

    def differ(self, where, what, expected, actual):
        self.mismatches.append("%s: %s: expected %r, got %r" % (where, what, expected, actual))

    def check(self, where, what, expected, actual):
        if expected != actual:
            self.differ(where, what, expected, actual)
            return False
        return True

    def compare_code(self, code, record, path):
        where = "%s:%s:%d" % (path, getattr(code, "co_qualname", code.co_name), code.co_firstlineno)
        self.code_objects += 1
        if "error" in record:
            self.differ(where, "decode error", None, record["error"])
            return
        fields = {
            "name": code.co_name, "qualname": getattr(code, "co_qualname", code.co_name),
            "filename": code.co_filename, "firstlineno": code.co_firstlineno, "flags": code.co_flags,
            "argcount": code.co_argcount, "posonlyargcount": code.co_posonlyargcount,
            "kwonlyargcount": code.co_kwonlyargcount, "nlocals": code.co_nlocals,
            "stacksize": code.co_stacksize, "names": list(code.co_names),
            "varnames": list(code.co_varnames), "cellvars": list(code.co_cellvars),
            "freevars": list(code.co_freevars),
        }
        for field, expected in fields.items():
            self.check(where, field, expected, record.get(field))
        self.check(where, "consts", [encode_const(c) for c in code.co_consts],
                   [normalize_ours(c) for c in record["consts"]])
        self.compare_instructions(code, record["instructions"], where)
        if VERSION >= (3, 11):
            expected = [[e.start, e.end, e.target, e.depth, e.lasti] for e in dis._parse_exception_table(code)]
            actual = [[e["start"], e["end"], e["target"], e["depth"], e["lasti"]] for e in record["exception_table"]]
            self.exception_entries += len(expected)
            self.check(where, "exception table", expected, actual)
        children = [c for c in code.co_consts if hasattr(c, "co_code")]
        if self.check(where, "number of nested code objects", len(children), len(record["children"])):
            for child, child_record in zip(children, record["children"]):
                self.compare_code(child, child_record, path)

    def compare_instructions(self, code, ours, where):
        theirs = list(dis.get_instructions(code))
        if not self.check(where, "instruction count", len(theirs), len(ours)):
            return
        ranges = line_ranges(code)
        for instr, mine in zip(theirs, ours):
            self.instructions += 1
            at = "%s@%d" % (where, instr.offset)
            if VERSION >= (3, 13):
                line, starts = instr.line_number, instr.starts_line
            else:
                line, starts = line_at(ranges, instr.offset), instr.starts_line is not None
            expected = [instr.offset, instr.opname, instr.opcode, instr.arg,
                        expected_argval(code, instr, mine["argval"]), line, starts]
            actual = [mine["offset"], mine["opname"], mine["opcode"], mine["arg"],
                      normalize_ours(mine["argval"]) if isinstance(mine["argval"], dict) else mine["argval"],
                      mine["line"], mine["starts_line"]]
            if VERSION >= (3, 11):
                expected.append(list(instr.positions))
                actual.append(mine.get("positions"))
            if not self.check(at, "instruction", expected, actual):
                return


def run_batch(cli, pyc_paths):
    result = subprocess.run([cli, "dis", "--json"] + pyc_paths, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    records = {}
    for line in result.stdout.decode("ascii").splitlines():
        record = json.loads(line)
        records[record["file"]] = record
    return records, result.stderr.decode("utf-8", "replace")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True, help="the glassbox program")
    parser.add_argument("--sample", type=int, default=0, help="compare this many modules (default: all)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-tests", action="store_true", help="leave out the test package")
    parser.add_argument("--batch", type=int, default=64, help="modules per glassbox run")
    args = parser.parse_args()

    started = time.time()
    files = source_files(include_tests=not args.no_tests)
    if args.sample and args.sample < len(files):
        files = sorted(random.Random(args.seed).sample(files, args.sample))
    comparison = Comparison()
    modules = uncompilable = 0
    with tempfile.TemporaryDirectory(prefix="glassbox-oracle-") as workdir:
        for batch_start in range(0, len(files), args.batch):
            batch = []
            for index, path in enumerate(files[batch_start:batch_start + args.batch], batch_start):
                code = compile_module(path)
                if code is None:
                    uncompilable += 1
                    continue
                pyc = os.path.join(workdir, "%06d.pyc" % index)
                write_pyc(code, pyc, hash_based=index % 7 == 0)
                batch.append((path, pyc, code))
            records, stderr = run_batch(args.cli, [pyc for _, pyc, _ in batch])
            for path, pyc, code in batch:
                modules += 1
                record = records.get(pyc)
                if record is None or "code" not in record:
                    comparison.differ(path, "load", "a record", (record or {}).get("error") or stderr.strip())
                    continue
                comparison.check(path, "python", "%d.%d" % VERSION, record["python"])
                comparison.check(path, "hash_based", index_is_hash_based(pyc), record["pyc"]["hash_based"])
                comparison.compare_code(code, record["code"], path)
                os.unlink(pyc)

    print("dis oracle, Python %s: %d modules (%d not compilable, left out), %d code objects, "
          "%d instructions, %d exception-table entries compared in %.1f s; %d differences"
          % (sys.version.split()[0], modules, uncompilable, comparison.code_objects, comparison.instructions,
             comparison.exception_entries, time.time() - started, len(comparison.mismatches)))
    for line in comparison.mismatches[:MAX_REPORTED]:
        print("  DIFF " + line)
    return 1 if comparison.mismatches or modules == 0 else 0


def index_is_hash_based(pyc):
    return int(os.path.basename(pyc).split(".")[0]) % 7 == 0


if __name__ == "__main__":
    sys.exit(main())
