"""Write a seed corpus for tests/fuzz/fuzz_load: small .pyc files compiled by
each available interpreter (3.8-3.15), plus the same code objects as raw
marshal data prefixed by the byte fuzz_load uses to pick the version.

    python3 tests/fuzz/make_seed_corpus.py OUT_DIR [--python /path/to/python3.X ...]

Without --python: the pyenv interpreters under /root/.pyenv/versions and, for
3.14/3.15, tools/chroots/run-in-chroot.sh sid python3.1X (as root). Each
interpreter runs this same file with --emit (so keep it 3.8-compatible).
Nothing generated here is committed.
"""

import argparse
import glob
import importlib.util
import json
import marshal
import os
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))

SNIPPETS = {
    "empty": "",
    "constants": "x = (1, -2, 2**70, -2**100, 1.5, -0.0, 1e300, 3j, b'\\x00\\xff', 'caf\\u00e9', '\\U0001f600',"
                 " None, True, False, ..., frozenset({1, 2}), ('nested', (1, (2,))))\n",
    "control": "def f(a, b=1, *args, c, **kw):\n"
               "    for i in range(a):\n"
               "        if i % 2 and b:\n"
               "            continue\n"
               "        while b < i:\n"
               "            b += 1\n"
               "            if b > 100:\n"
               "                break\n"
               "    try:\n"
               "        x = a / b\n"
               "    except ZeroDivisionError as e:\n"
               "        x = None\n"
               "    finally:\n"
               "        del a\n"
               "    with open('f') as h, open('g') as k:\n"
               "        pass\n"
               "    return x\n",
    "closures": "def outer():\n"
                "    v = 1\n"
                "    def inner(y):\n"
                "        nonlocal v\n"
                "        v += y\n"
                "        return lambda: v\n"
                "    return [inner(i) for i in range(3)], {k: v for k in 'ab'}, {i for i in ()}, (g for g in [])\n"
                "class C(object):\n"
                "    attr = 1\n"
                "    def m(self):\n"
                "        return super().m(), __class__\n",
    "async": "async def a(xs):\n"
             "    async with xs as y:\n"
             "        async for x in y:\n"
             "            await x\n"
             "    return [z async for z in xs]\n"
             "def g():\n"
             "    x = yield 1\n"
             "    yield from range(x)\n",
    "long_jump": "def j(x):\n    if x:\n" + "".join("        x = x + %d\n" % i for i in range(150)) + "    return x\n",
    "many_names": "def n():\n    return (" + ", ".join("g%d" % i for i in range(300)) + ")\n",
    "fstrings": "def s(x, y):\n    return f'{x!r:>{y}} {x=}' if x else f'{y}'\n",
    "star": "def u(*a, **k):\n    first, *rest = a\n    return print(*a, *rest, sep='', **k, end='')\n",
    "annotations": "def ann(x: int, *, y: 'str' = 'a') -> list:\n    z: dict = {}\n    return z\n",
    "ternary_chain": "def t(a, b, c):\n    return a < b <= c and (a if b else c) or not a\n",
}

MATCH_SNIPPET = ("def m(p):\n"
                 "    match p:\n"
                 "        case [1, 2, *rest]: return rest\n"
                 "        case {'k': v, **kw}: return v\n"
                 "        case C(x=0) | None: return 0\n"
                 "        case _: return -1\n")
TRY_STAR_SNIPPET = "def ts():\n    try:\n        pass\n    except* ValueError as e:\n        r = e\n    return r\n"
TYPE_PARAMS_SNIPPET = "def tp[T](x: T) -> T:\n    return x\ntype Alias = list[int]\n"


def emit():
    snippets = dict(SNIPPETS)
    if sys.version_info >= (3, 10):
        snippets["match"] = MATCH_SNIPPET
    if sys.version_info >= (3, 11):
        snippets["try_star"] = TRY_STAR_SNIPPET
    if sys.version_info >= (3, 12):
        snippets["type_params"] = TYPE_PARAMS_SNIPPET
    out = {"minor": sys.version_info[1], "magic": importlib.util.MAGIC_NUMBER.hex(), "code": {}}
    for name, source in snippets.items():
        out["code"][name] = marshal.dumps(compile(source, name + ".py", "exec", dont_inherit=True)).hex()
    json.dump(out, sys.stdout)


def default_interpreters():
    commands = [[path] for path in sorted(glob.glob("/root/.pyenv/versions/3.*/bin/python"))
                if any("/3.%d." % minor in path for minor in range(8, 14))]
    runner = os.path.join(REPO, "tools", "chroots", "run-in-chroot.sh")
    if os.path.exists(runner):
        commands += [[runner, "sid", "python3.14"], [runner, "sid", "python3.15"]]
    return commands


def collect(command):
    result = subprocess.run(command + ["tests/fuzz/make_seed_corpus.py", "--emit"], cwd=REPO,
                            stdout=subprocess.PIPE)
    if result.returncode != 0:
        print("skipped (failed): %s" % " ".join(command), file=sys.stderr)
        return None
    return json.loads(result.stdout.decode("ascii"))


def write(out_dir, emitted):
    count = 0
    minor = emitted["minor"]
    magic = bytes.fromhex(emitted["magic"])
    for name, code_hex in sorted(emitted["code"].items()):
        data = bytes.fromhex(code_hex)
        timestamp = magic + struct.pack("<III", 0, 1700000000, 100)
        hashed = magic + struct.pack("<I", 1) + bytes(range(8))
        for suffix, header in (("", timestamp), (".hash", hashed)):
            with open(os.path.join(out_dir, "3_%d_%s%s.pyc" % (minor, name, suffix)), "wb") as handle:
                handle.write(header + data)
        # fuzz_load reads marshal data as version 3.(8 + first byte % 8).
        with open(os.path.join(out_dir, "3_%d_%s.marshal" % (minor, name)), "wb") as handle:
            handle.write(bytes([minor - 8]) + data)
        count += 3
    return count


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", nargs="?")
    parser.add_argument("--emit", action="store_true", help="(internal) print this interpreter's code as JSON")
    parser.add_argument("--python", action="append", help="an interpreter to use (repeatable)")
    args = parser.parse_args()
    if args.emit:
        emit()
        return 0
    if not args.out_dir:
        parser.error("OUT_DIR is required")
    os.makedirs(args.out_dir, exist_ok=True)
    commands = [[p] for p in args.python] if args.python else default_interpreters()
    total = 0
    for command in commands:
        emitted = collect(command)
        if emitted is not None:
            total += write(args.out_dir, emitted)
    print("wrote %d seed files to %s" % (total, args.out_dir))
    return 0 if total else 1


if __name__ == "__main__":
    sys.exit(main())
