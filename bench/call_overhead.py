"""Where one glassbox.decompile call spends its time, phase by phase, on the corpus's functions.

    GLASSBOX_LIBRARY=build/core/capi/libglassbox.so PYTHONPATH=src \\
        python bench/call_overhead.py [--corpus tests/corpus] [--repeats 5] [--profile]

Collects the functions the corpus benchmark tests (corpus_functions.py) for the running
Python, then times, per function, first one public call on each fresh code object in corpus
order (what the corpus benchmark times: each function once per process; caches and branch
predictors then hold the other functions', not this one's), then the median over --repeats of:
the whole public call, and its steps: marshal.dumps, the ctypes call into the core
(decompile_source, what the package uses), and for comparison the call that answers a JSON
record and the parsing of that record. Prints the median over the functions of each step in
µs, for all functions and for the small ones (≤ 40 instructions). --profile also runs
cProfile over the public calls.
"""
import argparse
import cProfile
import json
import marshal
import pstats
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import corpus_functions  # noqa: E402

import glassbox  # noqa: E402
from glassbox import _native  # noqa: E402

SMALL = 40


def median_seconds(call, repeats):
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        try:
            call()
        except Exception:
            pass
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def first_call(code):
    """Seconds of the first glassbox.decompile call on a code object."""
    start = time.perf_counter()
    try:
        glassbox.decompile(code)
    except Exception:
        pass
    return time.perf_counter() - start


def phases(code, repeats, first):
    """{phase: seconds} for one code object (first: its first_call)."""
    data = marshal.dumps(code)
    major, minor = sys.version_info[:2]
    what = _native.FUNCTION
    _, record = _native.decompile(data, major, minor, False, what, code.co_filename)
    return {
        "first call (benchmark)": first,
        "whole call": median_seconds(lambda: glassbox.decompile(code), repeats),
        "marshal.dumps": median_seconds(lambda: marshal.dumps(code), repeats),
        "_native.decompile_source": median_seconds(
            lambda: _native.decompile_source(data, major, minor, False, what, code.co_filename), repeats),
        "_native.decompile (JSON)": median_seconds(
            lambda: _native.decompile(data, major, minor, False, what, code.co_filename), repeats),
        "json.loads of its record": median_seconds(lambda: json.loads(record), repeats),
    }


def collect_codes(corpus):
    functions, _ = corpus_functions.collect(corpus)
    compiled = {path.stem: corpus_functions.roundtrip.compile_module(source, str(path))
                for path, source in corpus_functions.corpus_modules(corpus)}
    return [(corpus_functions.code_at(compiled[f["module"]], f["path"]), f["instructions"]) for f in functions]


def report(label, rows):
    if not rows:
        return
    print("%s: %d functions, median %d instructions" % (label, len(rows), statistics.median(n for _, n in rows)))
    for name in rows[0][0]:
        print("  %-24s %8.1f µs" % (name, 1e6 * statistics.median(r[name] for r, _ in rows)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", default=str(Path(__file__).resolve().parents[1] / "tests" / "corpus"))
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    codes = collect_codes(args.corpus)
    firsts = [first_call(code) for code, _ in codes]  # before anything else decompiles them
    rows = [(phases(code, args.repeats, first), n) for (code, n), first in zip(codes, firsts)]
    print("Python %d.%d, glassbox %s" % (sys.version_info[:2] + (glassbox.__version__,)))
    report("all", rows)
    report("≤ %d instructions" % SMALL, [r for r in rows if r[1] <= SMALL])
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        for code, _ in codes:
            try:
                glassbox.decompile(code)
            except Exception:
                pass
        profiler.disable()
        pstats.Stats(profiler).sort_stats("tottime").print_stats(15)


if __name__ == "__main__":
    main()
