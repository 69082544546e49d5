"""Write decode/real_code_fixtures.inc: one small module compiled by each real
interpreter (3.8-3.15), as marshal bytes, with what that interpreter's own
code objects and `dis` say about it, for tests/core/decode/real_code_test.cpp.

    python3 tests/core/make_fixtures.py            # every interpreter found
    python3 tests/core/make_fixtures.py --python /path/to/python3.X ...

Interpreters: the pyenv ones under /root/.pyenv/versions and, for 3.14/3.15,
`tools/chroots/run-in-chroot.sh sid python3.1X` (run as root). The expected
text comes only from the interpreters, never from glassbox. Each interpreter
runs this same file with --emit (so keep it 3.8-compatible).
"""

import argparse
import dis
import glob
import json
import marshal
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
OUTPUT = os.path.join(HERE, "decode", "real_code_fixtures.inc")

# Loops, exceptions, with, closures, comprehensions, a class cell, async code,
# constants of every marshal type a compiler emits, and (3.8, 3.9, where jumps
# count bytes) a jump long enough to need EXTENDED_ARG.
REPEATS = 35 if sys.version_info < (3, 10) else 3
SNIPPET = '''\
import os
BIG = -123456789012345678901234567890
MIXED = (1.5, -0.0, 2j, b"\\x00\\xff", "h\\u00e9llo", None, True, ..., 10 ** 20)
def outer(a, b=2, *args, c, **kw):
    total = 0
    def inner(x):
        return x + total + a
    for i in range(a):
        if i in {1, 2} and b:
            continue
        total += inner(i)
    try:
        total /= b
    except ZeroDivisionError as e:
        total = -1
    finally:
        print(f"done {total!r:>5}")
    with open(os.devnull) as f:
        pass
    return [y * 2 for y in args if y], {k: v for k, v in kw.items()}
class C:
    def m(self):
        return super().m()
async def agen(xs):
    async for x in xs:
        await x
def jumps(x):
    if x:
''' + "        " + "; ".join(["x = x + 1"] * REPEATS) + '''
    while x > 0:
        x -= 1
        if x == 5:
            break
    return lambda: x
'''

JUMP_OPS = set(getattr(dis, "hasjump", [])) | set(dis.hasjrel) | set(dis.hasjabs)
# dis keeps the number as argval and puts the meaning in argrepr.
SYMBOL_OPS = {"BINARY_OP", "CALL_INTRINSIC_1", "CALL_INTRINSIC_2", "LOAD_SPECIAL"}


def text(value):
    out = []
    for b in value.encode("utf-8", "surrogatepass"):
        out.append(chr(b) if 0x20 <= b < 0x7F and chr(b) not in '"\\' else "\\x%02x" % b)
    return '"' + "".join(out) + '"'


def const_text(value):
    if value is None or value is Ellipsis or isinstance(value, bool):
        return {None: "None", Ellipsis: "...", True: "True", False: "False"}[value]
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return "%.17g" % value
    if isinstance(value, complex):
        return "complex(%.17g, %.17g)" % (value.real, value.imag)
    if isinstance(value, str):
        return "s" + text(value)
    if isinstance(value, bytes):
        return "b" + value.hex()
    if isinstance(value, tuple):
        return "(" + ", ".join(const_text(v) for v in value) + ")"
    if isinstance(value, frozenset):  # marshal's order is the writer's iteration order: compare sorted
        return "frozenset(" + ", ".join(sorted(const_text(v) for v in value)) + ")"
    if hasattr(value, "co_code"):
        return "code " + getattr(value, "co_qualname", value.co_name)
    raise TypeError(type(value).__name__)


def line_ranges(code):
    """co_lines() without empty ranges, consecutive ranges of one line merged; ≤3.9 from findlinestarts."""
    if hasattr(code, "co_lines"):
        raw = [r for r in code.co_lines() if r[1] > r[0]]
    else:
        starts = list(dis.findlinestarts(code))
        raw = [(s, starts[i + 1][0] if i + 1 < len(starts) else len(code.co_code), line)
               for i, (s, line) in enumerate(starts)]
    merged = []
    for start, end, line in raw:
        if merged and merged[-1][2] == line and merged[-1][1] == start:
            merged[-1] = (merged[-1][0], end, line)
        else:
            merged.append((start, end, line))
    return merged


def line_at(ranges, offset):
    for start, end, line in ranges:
        if start <= offset < end:
            return line
    return None


def argval_text(instr):
    if instr.arg is None:
        return "-"
    if instr.opcode in dis.hasconst:
        return "#%d" % instr.arg
    if instr.opcode in JUMP_OPS:
        return "->%d" % instr.argval
    if instr.opname == "LOAD_COMMON_CONSTANT":  # 3.14+: the object itself, shown as source spells it
        value = instr.argval
        return value.__name__ if callable(value) else repr(value)
    value = instr.argval
    if isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, str) for v in value):
        return ",".join(value)
    if isinstance(value, str):
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return instr.argrepr if instr.opname in SYMBOL_OPS else str(value)
    return str(instr.arg)


def optional(value):
    return "-" if value is None else str(value)


def describe(code, lines):
    version = sys.version_info[:2]
    qualname = getattr(code, "co_qualname", code.co_name)
    lines.append("code %s line %d" % (qualname, code.co_firstlineno))
    lines.append("  args %d %d %d nlocals %d stack %d flags %d" % (
        code.co_argcount, code.co_posonlyargcount, code.co_kwonlyargcount, code.co_nlocals,
        code.co_stacksize, code.co_flags))
    for field in ("co_names", "co_varnames", "co_cellvars", "co_freevars"):
        lines.append("  %s %s" % (field[3:], " ".join(getattr(code, field))))
    lines.append("  consts " + " | ".join(const_text(c) for c in code.co_consts))
    ranges = line_ranges(code)
    lines.append("  lines" + "".join(" %d-%d:%s" % (s, e, optional(l)) for s, e, l in ranges))
    if version >= (3, 11):
        lines.append("  exc" + "".join(" %d-%d->%d d%d%s" % (e.start, e.end, e.target, e.depth, " lasti" if e.lasti else "")
                                       for e in dis._parse_exception_table(code)))
    for instr in dis.get_instructions(code):
        if version >= (3, 13):
            line, starts = instr.line_number, instr.starts_line
        else:
            line, starts = line_at(ranges, instr.offset), instr.starts_line is not None
        entry = "  %d %s %s line %s%s" % (instr.offset, instr.opname, argval_text(instr), optional(line),
                                          " start" if starts else "")
        if version >= (3, 11):
            entry += " pos " + " ".join(optional(p) for p in instr.positions)
        lines.append(entry)
    for const in code.co_consts:
        if hasattr(const, "co_code"):
            describe(const, lines)


def emit():
    code = compile(SNIPPET, "fixture.py", "exec", dont_inherit=True)
    lines = []
    describe(code, lines)
    json.dump({"minor": sys.version_info[1], "full": sys.version.split()[0],
               "marshal": marshal.dumps(code).hex(), "expected": "\n".join(lines) + "\n"}, sys.stdout)


def default_interpreters():
    commands = [[path] for path in sorted(glob.glob("/root/.pyenv/versions/3.*/bin/python"))
                if any("/3.%d." % minor in path for minor in range(8, 14))]
    runner = os.path.join(REPO, "tools", "chroots", "run-in-chroot.sh")
    if os.path.exists(runner):
        commands += [[runner, "sid", "python3.14"], [runner, "sid", "python3.15"]]
    return commands


def collect(command):
    script = "tests/core/make_fixtures.py"  # relative to the repository (also /glassbox in the chroot)
    result = subprocess.run(command + [script, "--emit"], cwd=REPO, stdout=subprocess.PIPE, check=True)
    return json.loads(result.stdout.decode("ascii"))


def cpp_hex(hex_text):
    return "\n".join('    "%s"' % hex_text[i:i + 100] for i in range(0, len(hex_text), 100))


def write(fixtures):
    out = ["// Generated by tests/core/make_fixtures.py from real interpreters. Do not edit.",
           "// Regenerate: python3 tests/core/make_fixtures.py", ""]
    for fixture in fixtures:
        out.append("// Python %s" % fixture["full"])
        out.append("inline const char kMarshal3_%d[] =" % fixture["minor"])
        out.append(cpp_hex(fixture["marshal"]) + ";")
        out.append('inline const char kExpected3_%d[] = R"expected(%s)expected";' % (fixture["minor"], fixture["expected"]))
        out.append("")
    out.append("inline const RealFixture kRealFixtures[] = {")
    for fixture in fixtures:
        out.append('    {"%s", {3, %d}, kMarshal3_%d, kExpected3_%d},' % (
            fixture["full"], fixture["minor"], fixture["minor"], fixture["minor"]))
    out.append("};")
    with open(OUTPUT, "w") as handle:
        handle.write("\n".join(out) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--emit", action="store_true", help="(internal) print this interpreter's fixture as JSON")
    parser.add_argument("--python", action="append", help="an interpreter to use (repeatable)")
    args = parser.parse_args()
    if args.emit:
        emit()
        return 0
    commands = [[p] for p in args.python] if args.python else default_interpreters()
    fixtures = sorted((collect(c) for c in commands), key=lambda f: f["minor"])
    write(fixtures)
    print("wrote %s: %s" % (os.path.relpath(OUTPUT, REPO), ", ".join(f["full"] for f in fixtures)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
