"""Check that two glassbox CLIs write byte-identical output (for changes that must not change it).

    python bench/output_identity.py OLD_CLI NEW_CLI [--versions 3.8 3.9 ...] [--work DIR] [--whole-stdlib]

For each version (default 3.8 to 3.13, the pyenv interpreters), that version's interpreter
compiles every corpus module its `# glassbox-corpus: min-python=` allows and a fixed sample of
its own standard library (STDLIB_NAMED that it has, plus STDLIB_RANDOM modules drawn with a fixed seed from
its sorted list of modules; with --whole-stdlib, all of them) and writes each module's code object
as raw marshal data. Both CLIs decompile all of them (plain, and the corpus also with
--generated); the script compares each output file, the standard error and the exit status, and
prints one line per version. Exit status 1 if anything differs. Performance work (issue 7) runs it before every commit.
"""
import argparse
import filecmp
import os
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO / "tests" / "corpus"
STDLIB_NAMED = [
    "argparse", "typing", "inspect", "pydoc", "tarfile", "mailbox", "email/_header_value_parser",
    "asyncio/base_events", "collections/__init__", "dataclasses", "enum", "functools", "json/decoder",
    "sre_parse", "re/_parser", "subprocess", "zipfile",
]
STDLIB_RANDOM = 64
SEED = 20261201

# Run by the interpreter of the version under test: writes NAME.marshal files into argv[1].
WRITER = r'''
import marshal, os, random, re, sys, sysconfig
out, corpus, named, count, seed = sys.argv[1], sys.argv[2], sys.argv[3].split(","), int(sys.argv[4]), int(sys.argv[5])
version = sys.version_info[:2]
def write(name, path):
    try:
        with open(path, "rb") as f:
            code = compile(f.read(), path, "exec", dont_inherit=True)
    except (SyntaxError, ValueError, UnicodeDecodeError):
        return
    with open(os.path.join(out, name + ".marshal"), "wb") as f:
        f.write(marshal.dumps(code))
for entry in sorted(os.listdir(corpus)):
    if not entry.endswith(".py"):
        continue
    path = os.path.join(corpus, entry)
    with open(path, encoding="utf-8") as f:
        found = re.search(r"glassbox-corpus: min-python=3\.(\d+)", f.read())
    if found and version < (3, int(found.group(1))):
        continue
    write("corpus-" + entry[:-3], path)
lib = sysconfig.get_paths()["stdlib"]
modules = []
for root, dirs, files in os.walk(lib):
    dirs[:] = sorted(d for d in dirs if d not in ("test", "tests", "idlelib", "site-packages", "lib2to3", "__pycache__")
                     and not d.startswith("plat-"))
    for entry in sorted(files):
        if entry.endswith(".py"):
            modules.append(os.path.relpath(os.path.join(root, entry), lib)[:-3])
modules.sort()
chosen = [name for name in named if name in modules]
rest = [name for name in modules if name not in chosen]
chosen += random.Random(seed).sample(rest, count) if count >= 0 else rest
for name in chosen:
    write("stdlib-" + name.replace(os.sep, "."), os.path.join(lib, name + ".py"))
'''


def interpreter(version):
    root = subprocess.run(["pyenv", "root"], capture_output=True, text=True, check=True).stdout.strip()
    found = sorted(Path(root, "versions").glob(version + ".*/bin/python"))
    if not found:
        sys.exit(f"no pyenv interpreter for {version}")
    return str(found[-1])


def decompile(cli, version, inputs, out, flags):
    out.mkdir(parents=True)
    done = subprocess.run([cli, "decompile", "--marshal", "--python", version, *flags, "-o", str(out), *inputs],
                          capture_output=True)
    return done.returncode, done.stderr.replace(str(out).encode(), b"OUT")


def compare(old_cli, new_cli, version, work, stdlib_random=STDLIB_RANDOM):
    data = work / version / "marshal"
    data.mkdir(parents=True)
    subprocess.run([interpreter(version), "-c", WRITER, str(data), str(CORPUS), ",".join(STDLIB_NAMED),
                    str(stdlib_random), str(SEED)], check=True)
    every = sorted(str(path) for path in data.iterdir())
    corpus = [path for path in every if Path(path).name.startswith("corpus-")]
    differences = []
    for label, inputs, flags in (("plain", every, []), ("generated", corpus, ["--generated"])):
        old = decompile(old_cli, version, inputs, work / version / ("old-" + label), flags)
        new = decompile(new_cli, version, inputs, work / version / ("new-" + label), flags)
        if old != new:
            differences.append(f"{label}: exit status or standard error differ")
        names = sorted(os.listdir(work / version / ("old-" + label)))
        if names != sorted(os.listdir(work / version / ("new-" + label))):
            differences.append(f"{label}: different output files")
        _, mismatch, errors = filecmp.cmpfiles(work / version / ("old-" + label), work / version / ("new-" + label),
                                               names, shallow=False)
        differences += [f"{label}: {name}" for name in mismatch + errors]
    modules = len(every)
    print(f"{version}: {modules} modules ({len(corpus)} corpus): "
          + ("identical" if not differences else f"{len(differences)} DIFFER: " + ", ".join(differences[:10])))
    return not differences


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("old_cli")
    parser.add_argument("new_cli")
    parser.add_argument("--versions", nargs="+", default=["3.8", "3.9", "3.10", "3.11", "3.12", "3.13"])
    parser.add_argument("--work", help="keep the inputs and outputs here (default: a temporary directory)")
    parser.add_argument("--whole-stdlib", action="store_true",
                        help="every module of each version's standard library, not a sample (minutes)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as temporary:
        work = Path(args.work or temporary)
        stdlib_random = -1 if args.whole_stdlib else STDLIB_RANDOM
        same = [compare(os.path.abspath(args.old_cli), os.path.abspath(args.new_cli), version, work, stdlib_random)
                for version in args.versions]
    sys.exit(0 if all(same) else 1)


if __name__ == "__main__":
    main()
