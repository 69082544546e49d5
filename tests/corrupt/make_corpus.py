"""Generate a corpus of corrupted and hostile inputs for `glassbox dis`
(tests/python/test_corrupt.py runs the command line over it). Nothing here is
committed: the corpus is rebuilt from real interpreters and a seed.

    python3 tests/corrupt/make_corpus.py OUT_DIR [--seed N] [--python PATH ...]

OUT_DIR receives:
  truncated/   every proper prefix of 2-3 small .pyc files, each from another Python version
  flipped/     the same files with 1-4 bits flipped (random, seeded)
  hostile/     hand-made .pyc files: huge declared sizes, 100k-deep nesting,
               reference cycles, self-reference, absurd code-object fields,
               an 'l' declaring 2**31-1 digits, a reference bomb, a valid int of 1M digits
  marshal/X.Y/ raw marshal data (for --marshal --python X.Y): truncations and hostile bodies
  manifest.json  which file is which, and whether it must be refused ("bad") or may load ("any")

The source .pyc files come from the interpreter running this script plus, when
present, pyenv's 3.8, 3.11 and 3.13 (or the --python interpreters).
"""

import argparse
import glob
import json
import os
import random
import struct
import subprocess
import sys

# Magic numbers of released interpreters (importlib.util.MAGIC_NUMBER).
MAGIC = {"3.8": 3413, "3.10": 3439, "3.11": 3495, "3.12": 3531, "3.13": 3571, "3.14": 3627}

SOURCE = '''\
import sys
LIMIT = 2 ** 40
def f(a, b=1.5, *rest, key=None):
    total = 0
    for item in rest:
        if item and key:
            total += item
        elif item is None:
            continue
    try:
        return [x * b for x in range(a)], {"k": total}, (a, -1, b"\\x00")
    except ValueError as error:
        return str(error)
class C:
    def method(self):
        return super().method()
'''

EMIT = ("import importlib.util, marshal, sys\n"
        "src = sys.stdin.read()\n"
        "code = compile(src, 'corrupt_source.py', 'exec', dont_inherit=True)\n"
        "sys.stdout.write('%d.%d ' % sys.version_info[:2] + importlib.util.MAGIC_NUMBER.hex() + ' ' "
        "+ marshal.dumps(code).hex())\n")


def compile_with(python):
    """(version, pyc bytes) of SOURCE compiled by `python`, or None if it cannot run."""
    try:
        result = subprocess.run([python, "-c", EMIT], input=SOURCE.encode(), stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    if result.returncode != 0:
        return None
    version, magic, code = result.stdout.decode("ascii").split()
    header = bytes.fromhex(magic) + struct.pack("<III", 0, 1700000000, len(SOURCE))
    return version, header + bytes.fromhex(code)


def default_pythons():
    found = [sys.executable]
    for version in ("3.8", "3.11", "3.13"):
        candidates = sorted(glob.glob("/root/.pyenv/versions/%s.*/bin/python" % version))
        if candidates:
            found.append(candidates[-1])
    return found


# --- marshal writing by hand (Python/marshal.c layouts) -------------------------

def i32(value):
    return struct.pack("<I", value & 0xFFFFFFFF)


def short_str(text):
    data = text.encode("ascii")
    return b"z" + bytes([len(data)]) + data


def bytes_obj(data):
    return b"s" + i32(len(data)) + data


def small_tuple(*items):
    return b")" + bytes([len(items)]) + b"".join(items)


def flagged(item):
    return bytes([item[0] | 0x80]) + item[1:]


def ref(index):
    return b"r" + i32(index)


def code_311(**fields):
    """A 3.11+ code object; any field may be given as raw marshal bytes."""
    f = {
        "argcount": i32(0), "posonlyargcount": i32(0), "kwonlyargcount": i32(0), "stacksize": i32(1),
        "flags": i32(0), "code": bytes_obj(b"\x97\x00\x64\x00\x53\x00"),  # 3.12: RESUME; LOAD_CONST 0; RETURN_VALUE
        "consts": small_tuple(b"N"), "names": small_tuple(), "localsplusnames": small_tuple(),
        "localspluskinds": bytes_obj(b""), "filename": short_str("h.py"), "name": short_str("h"),
        "qualname": short_str("h"), "firstlineno": i32(1), "linetable": bytes_obj(b"\xf0\x03\x01\x01\x01"),
        "exceptiontable": bytes_obj(b""),
    }
    f.update(fields)
    order = ["argcount", "posonlyargcount", "kwonlyargcount", "stacksize", "flags", "code", "consts", "names",
             "localsplusnames", "localspluskinds", "filename", "name", "qualname", "firstlineno", "linetable",
             "exceptiontable"]
    return b"c" + b"".join(f[name] for name in order)


def code_38(**fields):
    """A 3.8-3.10 code object; any field may be given as raw marshal bytes."""
    f = {
        "argcount": i32(0), "posonlyargcount": i32(0), "kwonlyargcount": i32(0), "nlocals": i32(0),
        "stacksize": i32(1), "flags": i32(0), "code": bytes_obj(b"\x64\x00\x53\x00"),
        "consts": small_tuple(b"N"), "names": small_tuple(), "varnames": small_tuple(), "freevars": small_tuple(),
        "cellvars": small_tuple(), "filename": short_str("h.py"), "name": short_str("h"), "firstlineno": i32(1),
        "linetable": bytes_obj(b""),
    }
    f.update(fields)
    order = ["argcount", "posonlyargcount", "kwonlyargcount", "nlocals", "stacksize", "flags", "code", "consts",
             "names", "varnames", "freevars", "cellvars", "filename", "name", "firstlineno", "linetable"]
    return b"c" + b"".join(f[name] for name in order)


def pyc(version, body, flags=0):
    return struct.pack("<H", MAGIC[version]) + b"\r\n" + struct.pack("<III", flags, 0, 0) + body


def reference_bomb(levels):
    """A tuple whose item i is (item i-1, item i-1): a few bytes denoting 2**levels leaves."""
    items = [flagged(short_str("x"))]
    for level in range(1, levels):
        items.append(flagged(small_tuple(ref(level - 1), ref(level - 1))))
    return b"(" + i32(len(items)) + b"".join(items)


def hostile_bodies():
    """(name, version, marshal body, expectation): "bad" must be refused, "any" may load."""
    huge = 0x7FFFFFFF
    deep_tuple = b")\x01" * 100000 + b"N"
    deep_list = (b"[" + i32(1)) * 100000 + b"N"
    deep_dict = b"{N" * 100000 + b"N0"
    deep_code = b"N"
    for _ in range(1500):  # 1500 nested code objects: deeper than marshal's 2000-object limit
        deep_code = code_311(consts=small_tuple(deep_code))
    yield "huge_bytes", "3.12", b"s" + i32(huge) + b"abc", "bad"
    yield "huge_tuple", "3.12", b"(" + i32(huge) + b"NNN", "bad"
    yield "huge_list", "3.12", b"[" + i32(huge) + b"NNN", "bad"
    yield "huge_set", "3.12", b"<" + i32(huge) + b"NNN", "bad"
    yield "huge_frozenset", "3.12", b">" + i32(huge) + b"NNN", "bad"
    yield "huge_ascii", "3.12", b"a" + i32(huge) + b"abc", "bad"
    yield "huge_unicode", "3.12", b"u" + i32(huge) + b"abc", "bad"
    yield "negative_tuple", "3.12", b"(" + i32(-1) + b"NNN", "bad"
    yield "huge_co_code", "3.12", code_311(code=b"s" + i32(huge) + b"\x00\x00"), "bad"
    yield "huge_names", "3.8", code_38(names=b"(" + i32(huge) + short_str("x")), "bad"
    yield "long_max_digits", "3.12", b"l" + i32(huge) + b"\x01\x00", "bad"
    yield "long_min_digits", "3.12", b"l" + i32(-0x80000000) + b"\x01\x00", "bad"
    yield "long_max_negative_digits", "3.12", b"l" + i32(-huge) + b"\x01\x00", "bad"
    yield "long_digits_in_consts", "3.12", code_311(consts=small_tuple(b"l" + i32(huge) + b"\x01\x00")), "bad"
    yield "nest_tuple_100k", "3.12", deep_tuple, "bad"
    yield "nest_list_100k", "3.13", deep_list, "bad"
    yield "nest_dict_100k", "3.10", deep_dict, "bad"
    yield "nest_code_1500", "3.12", deep_code, "bad"
    yield "nest_consts_100k", "3.12", code_311(consts=deep_tuple), "bad"
    yield "cycle_list", "3.12", flagged(b"[" + i32(1)) + ref(0), "bad"
    yield "cycle_tuple", "3.12", flagged(small_tuple(ref(0))), "bad"
    yield "cycle_through_dict", "3.12", flagged(b"[" + i32(1)) + flagged(b"{") + b"N" + ref(0) + b"0", "bad"
    yield "self_reference_code", "3.12", flagged(code_311(consts=small_tuple(ref(0)))), "bad"
    yield "self_reference_code_38", "3.8", flagged(code_38(consts=small_tuple(ref(0)))), "bad"
    yield "ref_out_of_range", "3.12", code_311(consts=small_tuple(ref(5))), "bad"
    yield "ref_negative", "3.12", code_311(consts=small_tuple(ref(-1))), "bad"
    yield "ref_bomb_40", "3.12", code_311(consts=reference_bomb(40)), "any"
    yield "long_1m_digits", "3.12", code_311(consts=small_tuple(b"l" + i32(1000000) + b"\xff\x7f" * 1000000)), "any"
    yield "not_code", "3.12", b"N", "bad"
    yield "empty_body", "3.12", b"", "bad"
    yield "unknown_type", "3.12", code_311(consts=small_tuple(b"?")), "bad"
    yield "slice_before_314", "3.13", code_311(consts=small_tuple(b":NNN")), "bad"
    yield "frozendict_before_315", "3.14", code_311(consts=small_tuple(b"}0")), "bad"
    yield "bad_utf8_name", "3.12", code_311(name=b"u" + i32(2) + b"\xc3\x28"), "bad"
    yield "non_ascii_ascii", "3.12", code_311(name=b"a" + i32(1) + b"\xff"), "bad"
    yield "unnormalized_long", "3.12", code_311(consts=small_tuple(b"l" + i32(2) + b"\x01\x00\x00\x00")), "bad"
    yield "long_digit_range", "3.12", code_311(consts=small_tuple(b"l" + i32(1) + b"\xff\xff")), "bad"
    yield "odd_co_code", "3.12", code_311(code=bytes_obj(b"\x97\x00\x64")), "bad"
    yield "names_not_strings", "3.12", code_311(names=small_tuple(b"i" + i32(3))), "bad"
    yield "filename_int", "3.12", code_311(filename=b"i" + i32(3)), "bad"
    yield "kinds_mismatch", "3.12", code_311(localsplusnames=small_tuple(short_str("a")), localspluskinds=bytes_obj(b"")), "bad"
    yield "negative_argcount", "3.12", code_311(argcount=i32(-1)), "bad"
    yield "negative_stacksize_38", "3.8", code_38(stacksize=i32(-5)), "bad"
    # Loadable but absurd: decode errors belong inside the record, not on stderr.
    yield "argcount_max", "3.12", code_311(argcount=i32(huge), kwonlyargcount=i32(huge), stacksize=i32(huge)), "any"
    yield "flags_all", "3.12", code_311(flags=i32(-1)), "any"
    yield "nlocals_max_38", "3.8", code_38(nlocals=i32(huge)), "any"
    yield "firstline_max_locations", "3.12", code_311(
        firstlineno=i32(huge), linetable=bytes_obj(b"\xf0\x94\x7d\x7f\x7f\x7f\x03\x80\x00\xe8\x02")), "any"
    yield "firstline_min_locations", "3.13", code_311(
        firstlineno=i32(-0x80000000), linetable=bytes_obj(b"\xe8\x03\xe8\x7f\x7f\x7f\x7f\x01")), "any"
    yield "firstline_max_lnotab", "3.8", code_38(firstlineno=i32(huge), linetable=bytes_obj(b"\x02\x7f\x02\x7f")), "any"
    yield "firstline_min_lnotab", "3.8", code_38(firstlineno=i32(-0x80000000), linetable=bytes_obj(b"\x02\x80")), "any"
    yield "firstline_max_linetable", "3.10", code_38(firstlineno=i32(huge), linetable=bytes_obj(b"\x02\x7f\x02\x7f")), "any"
    yield "column_max", "3.12", code_311(linetable=bytes_obj(b"\xf0\x00\x7f\x7f\x7f\x7f\x03\x7f\x7f\x7f\x7f\x03\x7f\x7f\x7f\x7f\x03")), "any"
    yield "garbage_linetable", "3.12", code_311(linetable=bytes_obj(bytes(range(256)))), "any"
    yield "garbage_exceptiontable", "3.12", code_311(exceptiontable=bytes_obj(b"\xff" * 40)), "any"
    yield "exceptiontable_huge_entry", "3.11", code_311(exceptiontable=bytes_obj(b"\xff\x7f\x7f\x7f\x3f\x7f\x7f\x7f\x7f\x3f\x00\x00")), "any"
    yield "all_extended_arg", "3.12", code_311(code=bytes_obj(b"\x90\xff" * 64)), "any"
    yield "jump_out_of_range", "3.12", code_311(code=bytes_obj(b"\x97\x00\x6e\xff\x53\x00")), "any"
    yield "const_index_out_of_range", "3.12", code_311(code=bytes_obj(b"\x97\x00\x90\xff\x64\xff\x53\x00")), "any"
    yield "name_index_out_of_range_38", "3.8", code_38(code=bytes_obj(b"\x65\xc8\x53\x00")), "any"
    yield "local_index_out_of_range", "3.11", code_311(code=bytes_obj(b"\x97\x00\x7c\x09\x53\x00")), "any"
    yield "every_opcode_313", "3.13", code_311(code=bytes_obj(bytes(b for op in range(256) for b in (op, 1)))), "any"
    yield "every_opcode_38", "3.8", code_38(code=bytes_obj(bytes(b for op in range(256) for b in (op, 1)))), "any"


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as handle:
        handle.write(data)
    return path


def generate(out_dir, seed=0, pythons=None):
    """Write the corpus under out_dir; return the manifest (also written as manifest.json)."""
    rng = random.Random(seed)
    sources = {}
    for python in pythons or default_pythons():
        compiled = compile_with(python)
        if compiled and compiled[0] not in sources:
            sources[compiled[0]] = compiled[1]
    manifest = {"sources": sorted(sources), "pyc": [], "marshal": {}}

    def add(path, kind, expect):
        manifest["pyc"].append({"path": path, "kind": kind, "expect": expect})

    for version, data in sorted(sources.items()):
        tag = version.replace(".", "_")
        for cut in range(len(data)):
            add(write(os.path.join(out_dir, "truncated", "%s_%05d.pyc" % (tag, cut)), data[:cut]), "truncated", "bad")
        for index in range(250):
            damaged = bytearray(data)
            for _ in range(rng.randint(1, 4)):
                bit = rng.randrange(len(damaged) * 8)
                damaged[bit // 8] ^= 1 << (bit % 8)
            add(write(os.path.join(out_dir, "flipped", "%s_%03d.pyc" % (tag, index)), bytes(damaged)), "flipped", "any")
        body = data[16:]
        marshal_files = manifest["marshal"].setdefault(version, [])
        for cut in range(0, len(body), 3):
            path = write(os.path.join(out_dir, "marshal", version, "truncated_%05d.bin" % cut), body[:cut])
            marshal_files.append({"path": path, "kind": "truncated", "expect": "bad"})

    for name, version, body, expect in hostile_bodies():
        add(write(os.path.join(out_dir, "hostile", "%s.pyc" % name), pyc(version, body)), "hostile", expect)
        path = write(os.path.join(out_dir, "marshal", version, "hostile_%s.bin" % name), body)
        manifest["marshal"].setdefault(version, []).append({"path": path, "kind": "hostile", "expect": expect})
    for name, data, expect in (("empty", b"", "bad"), ("short_header", pyc("3.12", b"")[:10], "bad"),
                               ("bad_magic", b"\x00\x00\r\n" + bytes(12) + b"N", "bad"),
                               ("python27_magic", b"\x03\xf3\r\n" + bytes(12) + b"N", "bad"),
                               ("unknown_flags", pyc("3.12", code_311(), flags=4), "bad"),
                               ("check_source_without_hash", pyc("3.12", code_311(), flags=2), "bad"),
                               ("hash_based", pyc("3.12", code_311(), flags=3), "any")):
        add(write(os.path.join(out_dir, "hostile", "header_%s.pyc" % name), data), "hostile", expect)

    with open(os.path.join(out_dir, "manifest.json"), "w") as handle:
        json.dump(manifest, handle, indent=1)
    return manifest


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--python", action="append", help="an interpreter whose .pyc files to damage (repeatable)")
    args = parser.parse_args()
    manifest = generate(args.out_dir, args.seed, args.python)
    counts = {}
    for entry in manifest["pyc"]:
        counts[entry["kind"]] = counts.get(entry["kind"], 0) + 1
    marshal_count = sum(len(files) for files in manifest["marshal"].values())
    print("sources %s; %s; %d marshal files" % (", ".join(manifest["sources"]),
                                                 ", ".join("%d %s" % (n, k) for k, n in sorted(counts.items())),
                                                 marshal_count))
    return 0 if len(manifest["sources"]) >= 2 else 1


if __name__ == "__main__":
    sys.exit(main())
