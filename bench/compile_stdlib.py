"""Run by the interpreter being measured (3.8+ syntax): compile its standard
library and test package into OUTDIR/*.pyc, then time CPython's own way of
doing what glassbox's load+decode does (marshal.loads + dis.get_instructions
over every code object), as a reference, on a sample of the modules. Prints one JSON line."""

import dis
import importlib.util
import json
import marshal
import os
import struct
import sys
import sysconfig
import time
import warnings

REFERENCE_MODULES = 150


def sources():
    stdlib = sysconfig.get_paths()["stdlib"]
    for root, dirs, files in os.walk(stdlib):
        dirs[:] = sorted(d for d in dirs if d not in ("site-packages", "dist-packages", "__pycache__"))
        for name in sorted(files):
            if name.endswith(".py"):
                yield os.path.join(root, name)


def code_objects(code):
    yield code
    for const in code.co_consts:
        if hasattr(const, "co_code"):
            yield from code_objects(const)


def main(outdir):
    os.makedirs(outdir, exist_ok=True)
    header = importlib.util.MAGIC_NUMBER + struct.pack("<III", 0, 0, 0)
    bodies = []
    for index, path in enumerate(sources()):
        try:
            with open(path, "rb") as handle, warnings.catch_warnings():
                warnings.simplefilter("ignore")
                code = compile(handle.read(), path, "exec", dont_inherit=True)
        except (SyntaxError, ValueError, UnicodeDecodeError, RecursionError, MemoryError):
            continue
        body = marshal.dumps(code)
        bodies.append(body)
        with open(os.path.join(outdir, "%06d.pyc" % index), "wb") as handle:
            handle.write(header + body)

    # The reference is slow (pure-Python dis); a fixed, evenly spread sample of modules gives its rate.
    sample = bodies[::max(1, len(bodies) // REFERENCE_MODULES)]
    started = time.perf_counter()
    count = instructions = 0
    for body in sample:
        for code in code_objects(marshal.loads(body)):
            count += 1
            instructions += sum(1 for _ in dis.get_instructions(code))
    seconds = time.perf_counter() - started
    print(json.dumps({"python": "%d.%d" % sys.version_info[:2], "full_version": sys.version.split()[0],
                      "files": len(bodies), "bytes": sum(len(b) + len(header) for b in bodies),
                      "reference_code_objects": count, "reference_instructions": instructions,
                      "reference_bytes": sum(len(b) + len(header) for b in sample), "cpython_seconds": seconds}))


if __name__ == "__main__":
    main(sys.argv[1])
