"""Benchmark of decompiling functions: glassbox beside depyf 0.20.0 (PyPI), in one run.

For every Python version available (3.8-3.13 from pyenv on the host, 3.14/3.15 in
the sid chroot of tools/chroots/), that version's interpreter compiles each module
of tests/corpus/ it can compile and hands over every function code object (nested
ones included: lambdas, comprehensions, inner functions; class and module bodies
are not functions) as marshal data. Then, one tool after the other:

- depyf 0.20.0, `depyf.decompile(code)`, in its own interpreter: a venv per
  version under the cache directory (~/.cache/glassbox-bench; for the chroot's
  versions, the same path inside the chroot, filled from wheels the host downloads);
- glassbox's Python API, `glassbox.decompile(code)`, in the plain interpreter with
  PYTHONPATH=src and GLASSBOX_LIBRARY=build/core/capi/libglassbox.so;
- glassbox's CLI, `glassbox decompile --marshal --python X.Y --function FILE...`,
  all functions of a version in one process.

Each tool's first pass decompiles every function once and checks the result (an
exception, output the same Python does not compile, and glassbox's marked fallbacks
are counted apart from successes); that pass's decompile calls are timed too, and
further plain passes make up --repeats repetitions, of which the median counts.
Speed is over all attempts, failures included, with the success count beside it.
An input that crashes the CLI is found one process per function, counted as failed
and left out of every glassbox timing (it would crash the API's interpreter too).
A tool that is missing or cannot run is reported as "n/a (why)", never as a number.
Writes a Markdown table and prints it.

    python bench/decompile.py --cli build/cli/glassbox \\
        --library build/core/capi/libglassbox.so --out docs/benchmarks-decompile.md
"""

import argparse
import collections
import datetime
import json
import os
import platform
import re
import shutil
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "python"))
import interpreters  # noqa: E402
from decompile_worker import PER_FUNCTION_LIMIT_S  # noqa: E402  (bench/ is this script's sys.path[0])

HERE = Path(__file__).resolve().parent
WORKER = HERE / "decompile_worker.py"
CORPUS = interpreters.REPO / "tests" / "corpus"
DEPYF = "depyf==0.20.0"
CLI_ARGS = ["decompile", "--marshal", "--python"]  # then X.Y, "--function", the files
TOOLS = ["depyf 0.20.0", "glassbox API", "glassbox CLI"]


def log(message):
    print(message, file=sys.stderr, flush=True)


def last_json(text):
    for line in reversed(text.strip().splitlines()):
        if line.startswith("{"):
            return json.loads(line)
    return None


def tail(text, lines=1):
    text = " ".join((text or "").strip().splitlines()[-lines:])
    return text if len(text) <= 200 else text[:197] + "..."


def not_available(reason):
    return {"available": False, "error": reason}


# --- depyf's interpreter: a venv per version ------------------------------------------------

def depyf_interpreter(python, cache):
    """An Interpreter that runs the venv of `python`'s version with depyf installed, or a reason why not."""
    version = python.version
    check = ["-c", "import depyf; assert depyf.__version__ == %r, depyf.__version__" % DEPYF.split("==")[1]]
    if version in interpreters.CHROOT_VERSIONS:
        suite = interpreters.CHROOT_VERSIONS[version]
        inside = "/root/.cache/glassbox-bench"
        venv = inside + "/venv-" + version
        runner = python.argv[:-1]  # run-in-chroot.sh SUITE
        venv_python = interpreters.Interpreter(version, runner + [venv + "/bin/python"], python.repo)
        if venv_python.run(check).returncode == 0:
            return venv_python, None
        # The chroot has no route to the package index (no certificates): the host downloads
        # the wheels (all pure Python) into the chroot, pip inside it installs from there.
        wheels = interpreters.CHROOT_ROOT / suite / inside.lstrip("/") / "wheels"
        wheels.mkdir(parents=True, exist_ok=True)
        download = subprocess.run(
            [sys.executable, "-m", "pip", "download", "-q", DEPYF, "-d", str(wheels),
             "--only-binary=:all:", "--python-version", version],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True)
        if download.returncode != 0:
            return None, "pip download failed: " + tail(download.stdout)
        install = subprocess.run(
            runner + ["sh", "-c", "rm -rf {v} && python{x} -m venv {v} && {v}/bin/python -m pip install -q"
                      " --no-index --find-links {w} {d}".format(v=venv, x=version, w=inside + "/wheels", d=DEPYF)],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True)
        if install.returncode != 0:
            return None, "install failed: " + tail(install.stdout)
    else:
        venv = cache / ("venv-" + version)
        venv_python = interpreters.Interpreter(version, [str(venv / "bin" / "python")], python.repo)
        if (venv / "bin" / "python").exists() and venv_python.run(check).returncode == 0:
            return venv_python, None
        shutil.rmtree(venv, ignore_errors=True)
        create = python.run(["-m", "venv", str(venv)])
        if create.returncode != 0:
            return None, "venv failed: " + tail(create.stderr)
        install = venv_python.run(["-m", "pip", "install", "-q", DEPYF])
        if install.returncode != 0:
            return None, "pip install failed: " + tail(install.stderr)
    result = venv_python.run(check)
    if result.returncode != 0:
        return None, "import failed: " + tail(result.stderr)
    return venv_python, None


def exit_status(returncode):
    if returncode < 0:
        try:
            return "crashed (%s)" % signal.Signals(-returncode).name
        except ValueError:
            return "crashed (signal %d)" % -returncode
    return "exit status %d" % returncode


def run_worker(interpreter, args, timeout):
    try:
        result = interpreter.run([interpreter.path(WORKER)] + args, timeout=timeout)
    except subprocess.TimeoutExpired:
        return not_available("over %d s" % timeout)
    record = last_json(result.stdout)
    if result.returncode != 0 or record is None:
        # run-in-chroot.sh reports a crash inside the chroot as 128 + signal.
        status = 128 - result.returncode if result.returncode > 128 and interpreter.argv[0].endswith(
            "run-in-chroot.sh") else result.returncode
        return not_available("%s: %s" % (exit_status(status), tail(result.stderr) or "no message"))
    return record


# --- glassbox's CLI ----------------------------------------------------------------------

def cli_messages(stderr):
    """{input path: [its messages]} from `glassbox: PATH: MESSAGE` lines."""
    messages = collections.defaultdict(list)
    for line in stderr.splitlines():
        for path in re.findall(r"^glassbox: (.*?\.bin): ", line):
            messages[path].append(line[len("glassbox: %s: " % path):])
    return messages


def measure_cli(cli, python, outdir, manifest, repeats, timeout):
    """The CLI's result, with "crashed": the inputs (marshal file names) that made it crash."""
    version = python.version
    files = [str(outdir / f["file"]) for f in manifest["functions"]]
    if not cli.exists():
        return not_available("decompile not available: %s not built" % cli)
    argv = [str(cli)] + CLI_ARGS + [version, "--function"]
    probe = subprocess.run(argv + files[:1], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True, errors="replace")
    if probe.returncode not in (0, 1) and probe.returncode > 0:  # 1: this input failed, counted below
        first = probe.stderr.strip().splitlines()[0] if probe.stderr.strip() else exit_status(probe.returncode)
        return not_available("decompile not available: " + tail(first))
    # Pass 1 (untimed): all functions in one process, each output to its own file (OUT/NNNNN.py).
    # Standard error says `glassbox: PATH: ...` for an input it refused (then no file is written)
    # and for a marked fallback in an output.
    sources = outdir / "cli-out"
    shutil.rmtree(sources, ignore_errors=True)
    crashed = {}
    try:
        first = subprocess.run(argv + ["-o", str(sources)] + files, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, universal_newlines=True, errors="replace", timeout=timeout)
        messages = cli_messages(first.stderr)
        if first.returncode < 0 or first.returncode > 1:
            # It crashed on some input: again one process per function, to know which.
            shutil.rmtree(sources, ignore_errors=True)
            sources.mkdir()
            messages = {}
            for entry, path in zip(manifest["functions"], files):
                one = subprocess.run(argv + ["-o", str(sources / entry["file"].replace(".bin", ".py")), path],
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True,
                                     errors="replace", timeout=60)
                messages.update(cli_messages(one.stderr))
                if one.returncode not in (0, 1):
                    crashed[entry["file"]] = exit_status(one.returncode)
    except subprocess.TimeoutExpired:
        return not_available("over %d s" % timeout)
    failed = []
    for entry, path in zip(manifest["functions"], files):
        written = (sources / entry["file"].replace(".bin", ".py")).exists()
        record = {"file": entry["file"], "function": entry["name"]}
        if entry["file"] in crashed:
            failed.append(dict(record, kind="exception", reason=crashed[entry["file"]]))
        elif not written:
            failed.append(dict(record, kind="exception", reason=(messages.get(path) or ["no output, no message"])[0]))
        elif messages.get(path):
            failed.append(dict(record, kind="marked fallback", reason=messages[path][0]))
    checked = run_worker(python, ["check", python.path(outdir), python.path(sources)], timeout)
    if not checked.get("available", True):
        return not_available("checking its output failed: " + checked["error"])
    # Output that does not compile outranks a fallback in the same function.
    not_compiling = {f["file"] for f in checked["failed"]}
    failed = [f for f in failed if f["file"] not in not_compiling]
    failed += checked["failed"]
    # The timed passes: the same batch (without inputs that crash it), output to /dev/null.
    timed = [(entry, path) for entry, path in zip(manifest["functions"], files) if entry["file"] not in crashed]
    seconds = []
    for _ in range(repeats):
        with open(os.devnull, "w") as sink:
            start = time.perf_counter()
            try:
                batch = subprocess.run(argv + [path for _, path in timed], stdout=sink, stderr=subprocess.PIPE,
                                       universal_newlines=True, errors="replace", timeout=timeout)
            except subprocess.TimeoutExpired:
                return not_available("one batch took over %d s" % timeout)
            seconds.append(time.perf_counter() - start)
        if batch.returncode not in (0, 1):
            return not_available("batch run failed (%s): %s" % (exit_status(batch.returncode), tail(batch.stderr)))
    return {"available": True, "functions": len(files), "timed_functions": len(timed),
            "timed_instructions": sum(entry["instructions"] for entry, _ in timed), "seconds": seconds,
            "failed": failed, "crashed": crashed}


def visible_path(python, path):
    """`path` as `python` sees it, or None when it cannot (outside the repository, in the chroot)."""
    try:
        return python.path(path)
    except ValueError:
        return str(path) if python.repo == str(interpreters.REPO) else None


# --- one version -------------------------------------------------------------------------

def measure(version, args, workroot):
    python = interpreters.find(version)
    if python is None:
        return None
    outdir = workroot / version
    shutil.rmtree(outdir, ignore_errors=True)
    collected = run_worker(python, ["collect", python.path(CORPUS), python.path(outdir)], 600)
    if not collected.get("available", True):
        raise SystemExit("collecting the corpus's functions for %s failed: %s" % (version, collected["error"]))
    manifest = json.loads((outdir / "manifest.json").read_text())
    row = {"version": collected["python"], "functions": collected["functions"],
           "instructions": collected["instructions"], "tools": {},
           "modules": {f["file"]: f["module"] for f in manifest["functions"]}}
    repeats = ["--repeats", str(args.repeats)]

    log("  depyf ...")
    depyf, why = depyf_interpreter(python, args.cache)
    row["tools"]["depyf 0.20.0"] = (
        run_worker(depyf, ["time", depyf.path(outdir), "--tool", "depyf"] + repeats, args.timeout)
        if depyf else not_available(why))

    log("  glassbox CLI ...")
    cli = measure_cli(args.cli, python, outdir, manifest, args.repeats, args.timeout)
    row["tools"]["glassbox CLI"] = cli

    log("  glassbox API ...")
    # The inputs that crash the CLI would crash the interpreter too (the same core): not tried.
    skip = ["--skip", ",".join("%s=%s" % item for item in sorted(cli.get("crashed", {}).items()))]
    library = visible_path(python, args.library)
    if library is None:
        api = not_available("%s is outside the repository, which is all the chroot sees" % args.library)
    else:
        api = run_worker(python, ["time", python.path(outdir), "--tool", "glassbox", "--pythonpath",
                                  python.path(interpreters.REPO / "src"), "--library", library]
                         + repeats + skip, args.timeout)
    if not api["available"] and not api["error"].startswith("crashed"):
        api["error"] = "decompile not available: " + api["error"]
    row["tools"]["glassbox API"] = api
    if not args.keep:
        shutil.rmtree(outdir, ignore_errors=True)
    return row


# --- the report --------------------------------------------------------------------------

def us_per_instruction(result):
    return statistics.median(result["seconds"]) / result["timed_instructions"] * 1e6


def counts(result):
    kinds = collections.Counter(f["kind"] for f in result["failed"])
    return (result["functions"] - len(result["failed"]), kinds["marked fallback"], kinds["exception"],
            kinds["does not compile"])


def table(rows):
    lines = [
        "| Python | functions | instructions | tool | decompiled, compiles | marked fallback | exception"
        " or crash | does not compile | functions/s | µs/instruction | speed ÷ depyf's |",
        "|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for row in rows:
        depyf = row["tools"]["depyf 0.20.0"]
        for tool in TOOLS:
            result = row["tools"][tool]
            head = "| %s | %d | %d | %s |" % (row["version"], row["functions"], row["instructions"], tool)
            if not result["available"]:
                lines.append(head + " n/a (%s) | | | | | | |" % result["error"].replace("|", "\\|"))
                continue
            ok, fallback, exception, not_compiling = counts(result)
            rate = "%.0f" % (result["timed_functions"] / statistics.median(result["seconds"]))
            if result["timed_functions"] != result["functions"]:
                rate += " (%d timed)" % result["timed_functions"]
            ratio = ""
            if tool != "depyf 0.20.0" and depyf["available"]:
                ratio = "%.1f×" % (us_per_instruction(depyf) / us_per_instruction(result))
            lines.append(head + " %d (%.0f %%) | %s | %d | %d | %s | %.2f | %s |" % (
                ok, 100.0 * ok / max(result["functions"], 1), fallback if tool != "depyf 0.20.0" else "–",
                exception, not_compiling, rate, us_per_instruction(result), ratio))
    return "\n".join(lines)


def reason_kind(reason):
    reason = re.sub(r"^[^:]*: offset \d+: ", "", reason)  # CODE: offset N: (glassbox)
    reason = re.sub(r"Instruction\(opcode=\d+, opname='(\w+)'.*", r"\1", reason)  # depyf
    reason = re.sub(r"\s*\(<decompiled>, line \d+\)", "", reason)
    reason = re.sub(r"\bline \d+\b", "line N", reason)
    return reason if len(reason) <= 100 else reason[:97] + "..."


def manifest_module(row, file):
    return row["modules"].get(file, "?")


def failure_summary(rows, top=3):
    lines = []
    for row in rows:
        for tool in TOOLS:
            result = row["tools"][tool]
            if not result["available"] or not result["failed"]:
                continue
            reasons = collections.Counter(
                "%s: %s" % (f["kind"], reason_kind(f["reason"])) for f in result["failed"])
            lines.append("- %s, %s (%d): %s" % (row["version"], tool, len(result["failed"]), "; ".join(
                "%d× `%s`" % (n, text.replace("`", "'")) for text, n in reasons.most_common(top))))
            crashes = [f for f in result["failed"] if f["reason"].startswith(("crashed", "not tried"))]
            if crashes:
                lines.append("  - crashes: " + ", ".join("`%s` (%s) %s" % (
                    f["function"], manifest_module(row, f["file"]), f["reason"]) for f in crashes))
    return "\n".join(lines) if lines else "(none)"


def machine():
    model = "unknown CPU"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return "%d CPUs (nproc), %s, %s %s" % (len(os.sched_getaffinity(0)), model, platform.system(),
                                           platform.release())


def glassbox_version(cli):
    try:
        return subprocess.run([str(cli), "--version"], stdout=subprocess.PIPE, universal_newlines=True,
                              timeout=30).stdout.strip() or "unknown version"
    except (OSError, subprocess.TimeoutExpired):
        return "not built"


def built(path):
    try:
        return datetime.datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
    except OSError:
        return "never"


def load_average():
    return "%.2f %.2f %.2f" % os.getloadavg()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True, type=lambda p: Path(p).resolve(), help="the glassbox program")
    parser.add_argument("--library", required=True, type=lambda p: Path(p).resolve(),
                        help="libglassbox.so, for the Python API")
    parser.add_argument("--out", required=True, help="Markdown file to write")
    parser.add_argument("--repeats", type=int, default=3, help="timed passes per tool and version (median)")
    parser.add_argument("--timeout", type=int, default=900, help="seconds for one tool on one version")
    parser.add_argument("--versions", nargs="*", default=interpreters.ALL_VERSIONS)
    parser.add_argument("--cache", type=Path, default=Path(os.environ.get(
        "GLASSBOX_BENCH_CACHE", Path.home() / ".cache" / "glassbox-bench")), help="where depyf's venvs live")
    parser.add_argument("--keep", action="store_true", help="keep build/bench-decompile/ (inputs, CLI outputs)")
    args = parser.parse_args()
    args.cache.mkdir(parents=True, exist_ok=True)
    workroot = interpreters.REPO / "build" / "bench-decompile"
    started = time.time()
    load_before = load_average()
    rows, missing = [], []
    for version in args.versions:
        log("measuring Python %s ..." % version)
        row = measure(version, args, workroot)
        if row is None:
            log("  not available, left out")
            missing.append(version)
            continue
        rows.append(row)
    text = "\n".join([
        "# Decompiling functions: glassbox beside depyf",
        "",
        "Generated by `make bench-decompile` (`bench/decompile.py`) on %s in %.0f s. Machine: %s;"
        " load average %s at the start, %s at the end."
        % (datetime.date.today().isoformat(), time.time() - started, machine(), load_before, load_average()),
        "",
        "glassbox: %s (`%s`, built %s)." % (glassbox_version(args.cli), os.path.relpath(args.cli, interpreters.REPO),
                                           built(args.cli)),
        "",
        "Input: every function code object (nested ones too: lambdas, comprehensions, inner functions;"
        " not class or module bodies) of each `tests/corpus/` module that the version compiles, compiled"
        " by that version; instructions as `dis.get_instructions` counts them. Each tool decompiles each"
        " function on its own (a function's nested functions are decompiled again inside it, by every tool"
        " alike). depyf is the PyPI release %s, `depyf.decompile(code)`, run in a venv of each version"
        " (its README claims 3.7-3.11; it is run on every version it installs on, and its success count"
        " shows how far it gets). glassbox API is `glassbox.decompile(code)` in the same interpreter; glassbox"
        " CLI is `glassbox decompile --marshal --python X.Y --function FILE...`, all of a version's"
        " functions in one process (its time includes starting that process)."
        % DEPYF.split("==")[1],
        "",
        "A function fails on an exception or when its output does not compile with the same Python"
        " (a `def <lambda>(...)` header is tried again as `def _(...)`, a function with free variables"
        " again inside a function binding them). glassbox's output may instead hold a marked fallback"
        " (a statement that raises when reached, which glassbox reports): such a function is counted"
        " apart, not as decompiled. Compiling is all that is checked here: output that compiles may"
        " still mean something else (the round-trip tests check that). Speed is over all"
        " attempts, failures included: the median of %d passes over all functions (a function that"
        " ran over %d s in the first pass, or crashed the CLI, is counted as failed and left out of the"
        " timed passes: then 'functions/s' says how many were timed). speed ÷ depyf's = depyf's µs/instruction ÷ the"
        " tool's. The machine's cores are shared with other jobs (see the load average), so absolute rates"
        " are noisy; a version's tools run one after another within a minute or so, under about the"
        " same load." % (args.repeats, PER_FUNCTION_LIMIT_S),
        "",
        table(rows),
        "",
    ] + ([("Not available on this machine, left out: %s." % ", ".join(missing)), ""] if missing else []) + [
        "Most common failures per version and tool:",
        "",
        failure_summary(rows),
        "",
    ])
    Path(args.out).write_text(text)
    print(text)


if __name__ == "__main__":
    main()
