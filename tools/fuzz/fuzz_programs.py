#!/usr/bin/env python3
"""Differential fuzzer: random programs, compiled, decompiled by glassbox, recompiled, compared.

Run by the interpreter under test (3.8 syntax, standard library only). Program number I of seed S
is always the same text on one Python version (tools/fuzz/program.py); each is compiled by this
interpreter (the generator's rare invalid attempts are retried and counted as rejected),
decompiled BATCH programs per glassbox process, recompiled and compared code object by code
object, with the statuses of tools/sweep.py (identical, differs, marked-fallback,
does-not-recompile, decompile-error, crash, timeout, out-of-memory, harness-error).

    python tools/fuzz/fuzz_programs.py --cli GLASSBOX [--seed S] [--count N | --seconds T]
           [--jobs J] [--batch B] [--report FILE.json] [--failures DIR]
           [--minimize N] [--regressions DIR]
    python tools/fuzz/fuzz_programs.py --versions "3.8 3.11 3.14" --cli GLASSBOX ...
    python tools/fuzz/fuzz_programs.py --replay tests/fuzz-regressions --cli GLASSBOX
    python tools/fuzz/fuzz_programs.py --minimize-file FAILING.py --cli GLASSBOX [--timeout S]
    python tools/fuzz/fuzz_programs.py --print-program I [--seed S]

--minimize N shrinks the first failing program of each of up to N distinct causes
(tools/fuzz/minimize.py) and saves it to REGRESSIONS/X.Y/HASH.py with a header saying how it fails.
--replay round-trips the reproducers saved for this version and prints each one's status.

Exit status: 0 when every program round-tripped identically, 1 when some did not (or a
--versions run failed), 2 on bad usage.
"""
import argparse
import collections
import json
import os
import shutil
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor, wait, FIRST_COMPLETED

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracle  # noqa: E402
import program  # noqa: E402
import reproducers  # noqa: E402

VERSION = "%d.%d" % sys.version_info[:2]
REPO = oracle.REPO
WORK = os.path.join(REPO, "build-fuzz-programs")
COUNTED = oracle.STATUSES + ["rejected", "gave-up"]


# ---------------------------------------------------------------- one batch (in a worker)

def run_batch(seed, indexes, settings):
    """Results [{"index", "status", "cause", "first", "rejected", "source"?}] of programs `indexes`."""
    results, programs = {}, []
    for index in indexes:
        source, rejected = program.generate_valid(seed, index)
        results[index] = {"index": index, "rejected": rejected, "source": source}
        if source is None:
            results[index].update(status="gave-up", cause="gave-up: no attempt compiled", first=None)
        else:
            programs.append((index, source))
    if programs:
        for index, outcome in oracle.roundtrip_sources(programs, settings).items():
            results[index].update(outcome)
    for result in results.values():
        if result["status"] == "identical":
            result.pop("source")
    return [results[index] for index in indexes]


# ---------------------------------------------------------------- scheduling

class Progress(object):
    """One line on stderr: redrawn in place on a terminal, else printed every `every` seconds."""

    def __init__(self, count, seconds, stream=sys.stderr, every=30.0):
        self.count, self.seconds, self.stream, self.every = count, seconds, stream, every
        self.start = self.shown = time.time()
        self.done, self.counts, self.tty = 0, collections.Counter(), stream.isatty()

    def add(self, results):
        self.done += len(results)
        self.counts.update(result["status"] for result in results)
        if self.tty or time.time() - self.shown >= self.every:
            self.show()

    def fraction(self):
        if self.count:
            return float(self.done) / self.count
        return min((time.time() - self.start) / self.seconds, 1.0) if self.seconds else 0.0

    def show(self, final=False):
        self.shown = time.time()
        elapsed = self.shown - self.start
        filled = int(24 * self.fraction())
        counts = " ".join("%s=%d" % (status, self.counts[status]) for status in COUNTED if self.counts[status])
        line = "[%s%s] %d programs %ds %.1f/s %s" % ("#" * filled, "." * (24 - filled), self.done, elapsed,
                                                     self.done / max(elapsed, 1e-9), counts)
        self.stream.write(("\r" + line[:200] + ("\n" if final else "")) if self.tty else line + "\n")
        self.stream.flush()


def batches(seed_count, batch, seconds, start):
    """Index ranges of the programs to run: `seed_count` of them, or without end when timed."""
    index = 0
    while seconds or index < seed_count:
        if seconds and time.time() - start >= seconds:
            return
        stop = index + batch if seconds else min(index + batch, seed_count)
        yield list(range(index, stop))
        index = stop


def run_programs(options, settings, progress):
    """Every result, in program order; `options.jobs` batches at once."""
    start, results = time.time(), []
    planned = batches(options.count, options.batch, options.seconds, start)
    if options.jobs <= 1:
        for indexes in planned:
            done = run_batch(options.seed, indexes, settings)
            results += done
            progress.add(done)
        return results
    with ProcessPoolExecutor(max_workers=options.jobs) as pool:
        running = set()
        for indexes in planned:
            running.add(pool.submit(run_batch, options.seed, indexes, settings))
            if len(running) >= 2 * options.jobs:
                finished, running = wait(running, return_when=FIRST_COMPLETED)
                for future in finished:
                    results += future.result()
                    progress.add(future.result())
        for future in running:
            results += future.result()
            progress.add(future.result())
    return sorted(results, key=lambda result: result["index"])


# ---------------------------------------------------------------- reports

def summarize(results, wall_seconds, seed):
    counts = collections.Counter(result["status"] for result in results)
    counts["rejected"] = sum(result["rejected"] for result in results)
    causes = collections.OrderedDict()
    for result in results:
        if result["status"] != "identical":
            entry = causes.setdefault(oracle.signature(result), {"cause": oracle.signature(result), "programs": 0,
                                                                 "example": result["index"]})
            entry["programs"] += 1
    return {"python": VERSION, "implementation": sys.version.split()[0], "seed": seed, "programs": len(results),
            "counts": dict((status, counts[status]) for status in COUNTED),
            "compiled": len(results) - counts["gave-up"],
            "wall_seconds": round(wall_seconds, 1),
            "programs_per_second": round(len(results) / max(wall_seconds, 1e-9), 1),
            "causes": sorted(causes.values(), key=lambda entry: -entry["programs"])}


def summary_line(summary):
    counts = summary["counts"]
    shown = ", ".join("%s %d" % (status, counts[status]) for status in COUNTED if counts[status])
    return "Python %s: %d programs (seed %d) in %.0f s, %.1f programs/s: %s; %d distinct causes" % (
        summary["python"], summary["programs"], summary["seed"], summary["wall_seconds"],
        summary["programs_per_second"], shown or "nothing", len(summary["causes"]))


def save_failures(results, directory, seed):
    if not directory:
        return
    os.makedirs(directory, exist_ok=True)
    for result in results:
        if result["status"] != "identical" and result.get("source"):
            name = os.path.join(directory, "%d-%05d.py" % (seed, result["index"]))
            with open(name, "w", encoding="utf-8") as handle:
                handle.write(reproducers.header(result, VERSION, "seed %d, program %d" % (seed, result["index"])))
                handle.write(result["source"])


def write_json(path, value):
    with open(path, "w", encoding="utf-8") as handle:
        json.dump(value, handle, indent=1, sort_keys=True)
        handle.write("\n")


# ---------------------------------------------------------------- several versions

def run_versions(options, argv):
    """Run this tool under each interpreter (3.8-3.13 from pyenv, 3.14/3.15 in the sid chroot); the
    glassbox program is copied into the repository so that the chroot sees it."""
    sys.path.insert(0, os.path.join(REPO, "tests", "python"))
    import interpreters
    work = os.path.abspath(options.work)
    if os.path.commonpath([work, REPO]) != REPO:
        sys.stderr.write("fuzz: --work %s: must be inside the repository (the sid chroot sees only it)\n" % work)
        return 2
    bin_dir = os.path.join(work, "bin")
    os.makedirs(bin_dir, exist_ok=True)
    private = os.path.join(bin_dir, "glassbox")
    shutil.copy2(options.cli, private)
    passed_on = interpreters.options_passed_on(
        argv, ("--versions", "--cli", "--report", "--failures", "--regressions", "--replay", "--work"))
    status = 0
    for version in options.versions.replace(",", " ").split():
        python = interpreters.find(version)
        if python is None:
            sys.stderr.write("fuzz: no Python %s on this machine, skipped\n" % version)
            status = 1
            continue
        command = ["-B", python.path(__file__), "--cli", python.path(private),
                   "--report", python.path(os.path.join(work, version + ".json")),
                   "--failures", python.path(os.path.join(work, version, "failures")),
                   "--regressions", python.path(options.regressions)]
        if options.replay:
            command += ["--replay", python.path(options.replay)]
        sys.stderr.write("fuzz: Python %s\n" % version)
        done = subprocess.run(python.argv + command + passed_on)
        status = status or done.returncode
    return status


# ---------------------------------------------------------------- main

def generate_only(seed, count):
    """The generator alone: how many attempts this interpreter refused, and how fast it went."""
    start, rejected, gave_up = time.time(), 0, 0
    for index in range(count):
        source, refused = program.generate_valid(seed, index)
        rejected += refused
        gave_up += source is None
    return {"python": VERSION, "programs": count, "rejected": rejected, "gave_up": gave_up,
            "seconds": round(time.time() - start, 2)}


def parse_arguments(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cli", default=os.environ.get("GLASSBOX_CLI"),
                        help="the glassbox program (default: $GLASSBOX_CLI)")
    parser.add_argument("--seed", type=int, default=1, help="(default: %(default)s)")
    parser.add_argument("--count", type=int, default=1000, help="programs to run (default: %(default)s)")
    parser.add_argument("--seconds", type=float, help="run for this long instead of --count programs")
    parser.add_argument("--jobs", type=int, default=2, help="batches handled at once (default: %(default)s)")
    parser.add_argument("--batch", type=int, default=50, help="programs per glassbox process (default: %(default)s)")
    parser.add_argument("--timeout", type=int, default=60, help="seconds for one glassbox process")
    parser.add_argument("--memory", type=int, default=2048, metavar="MB",
                        help="address space of one glassbox process (default: %(default)s; 0: no limit, as a "
                             "sanitizer build needs)")
    parser.add_argument("--report", help="write the JSON report (summary, causes, failures) to this file")
    parser.add_argument("--failures", help="save each failing program to this directory")
    parser.add_argument("--minimize", type=int, default=0, metavar="N",
                        help="minimize the first failing program of up to N distinct causes")
    parser.add_argument("--regressions", default=os.path.join(REPO, "tests", "fuzz-regressions"),
                        help="where minimized reproducers go, in X.Y/ (default: tests/fuzz-regressions)")
    parser.add_argument("--replay", metavar="DIR", help="round-trip the reproducers in DIR/X.Y/ instead")
    parser.add_argument("--minimize-file", metavar="FILE",
                        help="round-trip this program; if it fails, minimize it into --regressions")
    parser.add_argument("--print-program", type=int, metavar="I", help="print program I of --seed and exit")
    parser.add_argument("--generate-only", action="store_true",
                        help="only generate and compile --count programs; print the counts as JSON")
    parser.add_argument("--versions", help="run under each of these Python versions (\"3.8 3.11\") instead")
    parser.add_argument("--work", default=WORK,
                        help="with --versions: the folder, inside the repository, of the copied glassbox program and "
                             "each version's report and failures (default: build-fuzz-programs)")
    parser.add_argument("--fail-on", metavar="STATUSES",
                        help="fail only on programs of these statuses (comma-separated, e.g. "
                             "\"crash,timeout,does-not-recompile\"); default: every status but identical")
    return parser.parse_args(argv)


def fuzz(options, settings):
    progress = Progress(None if options.seconds else options.count, options.seconds)
    start = time.time()
    results = run_programs(options, settings, progress)
    progress.show(final=True)
    summary = summarize(results, time.time() - start, options.seed)
    save_failures(results, options.failures, options.seed)
    if options.minimize:
        summary["reproducers"] = reproducers.minimize_failures(results, settings, options.regressions,
                                                               options.minimize, options.seed)
    if options.report:
        failures = [dict((k, v) for k, v in result.items() if k != "output")
                    for result in results if result["status"] != "identical"]
        write_json(options.report, dict(summary, failures=failures))
    sys.stderr.write(summary_line(summary) + "\n")
    for entry in summary["causes"][:15]:
        sys.stderr.write("  %5d  %s  (program %d)\n" % (entry["programs"], entry["cause"][:110], entry["example"]))
    if options.fail_on:
        failing = [status.strip() for status in options.fail_on.split(",") if status.strip()]
        unknown = [status for status in failing if status not in COUNTED]
        if unknown:
            sys.stderr.write("fuzz: --fail-on: unknown status %s (known: %s)\n" % (", ".join(unknown), ", ".join(COUNTED)))
            return 2
        bad = sum(summary["counts"][status] for status in failing)
        if bad:
            sys.stderr.write("fuzz: %d programs of status %s\n" % (bad, " or ".join(failing)))
        return 1 if bad else 0
    return 0 if summary["counts"]["identical"] == summary["programs"] else 1


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    options = parse_arguments(argv)
    if options.print_program is not None:
        sys.stdout.write(program.generate_valid(options.seed, options.print_program)[0] or "")
        return 0
    if options.generate_only:
        sys.stdout.write(json.dumps(generate_only(options.seed, options.count)) + "\n")
        return 0
    if not options.cli:
        sys.stderr.write("fuzz: no glassbox program: pass --cli or set GLASSBOX_CLI\n")
        return 2
    if options.versions:
        return run_versions(options, argv)
    settings = oracle.settings_for(options.cli, options.timeout, options.memory)
    if options.replay:
        return reproducers.replay(os.path.join(options.replay, VERSION), settings)
    if options.minimize_file:
        return reproducers.minimize_file(options.minimize_file, settings, options.regressions)
    return fuzz(options, settings)


if __name__ == "__main__":
    sys.exit(main())
