"""glassbox beside depyf, decompyle3 and uncompyle6, in one run: docs/benchmarks.md and its plot.

    python bench/run.py --library build/core/capi/libglassbox.so --out docs/benchmarks.md \\
        [--plot docs/benchmarks.png] [--versions 3.8 3.11] [--tools glassbox depyf] [--repeats 3]

Installs the pinned peers from PyPI into venvs of their own (environments.py), runs the corpus
benchmark (corpus_bench.py) on every Python 3.8-3.15 on this machine and the torch.compile one
(dynamo_peers.py) in this interpreter's environment when it has torch, keeps the raw results in
build-bench/results.json and writes the report (report.py) and the plot (plot.py, in a venv
with matplotlib). --report-only FILE writes the report and plot again from saved results.
"""
import argparse
import datetime
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

import corpus_bench
import environments
import report
from environments import interpreters

HERE = Path(__file__).resolve().parent
WORKDIR = interpreters.REPO / "build-bench"


def log(message):
    print(message, file=sys.stderr, flush=True)


def machine():
    model = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as handle:
            model = next(line.split(":", 1)[1].strip() for line in handle if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    return "%d CPUs, %s, %s %s" % (len(os.sched_getaffinity(0)), model, platform.system(), platform.release())


def load_average():
    return "%.2f %.2f %.2f" % os.getloadavg()


def built(path):
    try:
        return datetime.datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
    except OSError:
        return "never (missing)"


def measure_dynamo(settings):
    """dynamo_peers.py's record, or {"error": why not}."""
    if "depyf" in settings.tools:
        depyf, why = environments.tool_interpreter("depyf", "%d.%d" % sys.version_info[:2], settings.cache)
    else:
        depyf, why = None, "depyf not asked for"
    command = [sys.executable, str(HERE / "dynamo_peers.py"), "--repeats", str(settings.repeats)]
    if depyf is not None:
        command += ["--depyf-site", environments.site_packages(depyf)]
    else:
        log("  depyf left out of the torch.compile runs: %s" % why)
    paths = [str(interpreters.REPO / "src")] + [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    env = dict(os.environ, GLASSBOX_LIBRARY=str(settings.library), PYTHONPATH=os.pathsep.join(paths))
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True,
                            env=env, timeout=settings.timeout)
    record = corpus_bench.last_json(result.stdout)
    if result.returncode != 0 or record is None:
        lines = result.stderr.strip().splitlines()
        return {"error": "exit status %d: %s" % (result.returncode, lines[-1][:200] if lines else "no message")}
    return record


def plot(results_path, png, cache):
    python = interpreters.find("3.11") or interpreters.find("3.12")
    if python is None:
        return "no Python 3.11 or 3.12 for matplotlib"
    venv, why = environments.host_venv(python, "plot", cache)
    if venv is None:
        return why
    done = venv.run([str(HERE / "plot.py"), str(results_path), str(png)])
    return None if done.returncode == 0 else "plot.py failed: " + environments.last_line(done.stderr)


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--library", type=lambda p: Path(p).resolve(), help="libglassbox.so (the core)")
    parser.add_argument("--out", required=True, help="the Markdown report to write")
    parser.add_argument("--plot", help="the PNG to write (default: the report's name with .png)")
    parser.add_argument("--versions", nargs="*", default=interpreters.ALL_VERSIONS)
    parser.add_argument("--tools", nargs="*", default=corpus_bench.TOOLS, choices=corpus_bench.TOOLS)
    parser.add_argument("--repeats", type=int, default=3, help="timed processes per tool and version (≥3)")
    parser.add_argument("--timeout", type=int, default=1800, help="seconds for one process")
    parser.add_argument("--no-dynamo", action="store_true", help="leave out the torch.compile runs")
    parser.add_argument("--corpus", type=lambda p: Path(p).resolve(), default=corpus_bench.CORPUS,
                        help="the corpus modules (default: tests/corpus; must be inside the repository)")
    parser.add_argument("--cache", type=Path, default=environments.default_cache(), help="where the venvs live")
    parser.add_argument("--workdir", type=Path, default=WORKDIR, help="inputs and raw results")
    parser.add_argument("--report-only", type=Path, help="a results.json to write the report and plot from")
    args = parser.parse_args()
    if args.report_only:
        return args
    if args.library is None:
        parser.error("--library is needed (unless --report-only)")
    if not args.library.is_file():
        parser.error("--library %s: no such file" % args.library)
    if interpreters.REPO not in args.library.parents:
        parser.error("--library %s is outside the repository, which is all the chroot of Python 3.14/3.15 "
                     "sees: copy it below the repository (e.g. build-bench-lib/)" % args.library)
    return args


def measure(args):
    started, load_start = time.time(), load_average()
    results = {"corpus": corpus_bench.measure_all(args)}
    if args.no_dynamo:
        results["dynamo"] = {"error": "left out (--no-dynamo)"}
    else:
        log("torch.compile runs ...")
        results["dynamo"] = measure_dynamo(args)
    results["meta"] = {
        "date": datetime.date.today().isoformat(), "seconds": time.time() - started, "machine": machine(),
        "load_start": load_start, "load_end": load_average(), "repeats": args.repeats,
        "library": os.path.relpath(str(args.library), str(interpreters.REPO)), "library_built": built(args.library)}
    return results


def main():
    args = parse_arguments()
    args.cache.mkdir(parents=True, exist_ok=True)
    if args.report_only:
        results_path = args.report_only
        results = json.loads(results_path.read_text())
    else:
        results = measure(args)
        results_path = args.workdir / "results.json"
        results_path.write_text(json.dumps(results))
    Path(args.out).write_text(report.document(results))
    log("wrote %s" % args.out)
    png = args.plot or str(Path(args.out).with_suffix(".png"))
    problem = plot(results_path, png, args.cache)
    if problem:
        raise SystemExit("the plot was not written: " + problem)
    log("wrote %s" % png)


if __name__ == "__main__":
    main()
