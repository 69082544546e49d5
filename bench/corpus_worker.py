"""The part of the corpus benchmark that runs inside each measured interpreter (3.8 syntax).

Code objects exist only for the Python that made them, so each version's interpreter (a
tool's venv of it) runs this. Each subcommand prints one JSON line last:

    collect CORPUS FUNCTIONS_JSON        write the tested functions of the corpus modules this
                                         Python compiles (see corpus_functions.py)
    check CORPUS FUNCTIONS_JSON --tool T run the swap protocol (swap_check.py) on every function
    time CORPUS FUNCTIONS_JSON --tool T  decompile every function once, timing each call; and
                                         the process's peak memory (ru_maxrss)

glassbox is found with --pythonpath (the directory of the package) and --library (the core).
"""
import argparse
import json
import os
import resource
import signal
import sys
import time
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import corpus_functions  # noqa: E402
import peer_tools  # noqa: E402
import swap_check  # noqa: E402

DECOMPILE_LIMIT_S = 10  # one function's decompilation; past it the function fails (and its time is the limit)
CHECKS_LIMIT_S = 20  # one run of a module's checks()


def emit(stdout, record):
    stdout.write(json.dumps(record) + "\n")
    stdout.flush()


def peak_rss_mib():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0  # KiB on Linux


def functions_by_module(functions):
    grouped = {}
    for index, entry in enumerate(functions):
        grouped.setdefault(entry["module"], []).append((index, tuple(entry["path"])))
    return grouped


def module_codes(corpus, functions):
    """The code object of every listed function, compiled here from the corpus modules."""
    compiled = {path.stem: corpus_functions.roundtrip.compile_module(source, str(path))
                for path, source in corpus_functions.corpus_modules(corpus)}
    return [corpus_functions.code_at(compiled[entry["module"]], entry["path"]) for entry in functions]


def command_collect(args):
    functions, coverage = corpus_functions.collect(args.corpus)
    Path(args.functions).write_text(json.dumps(functions))
    return {"python": "%d.%d.%d" % sys.version_info[:3], "functions": len(functions),
            "instructions": sum(f["instructions"] for f in functions), "coverage": coverage}


def command_check(args, decompile):
    functions = json.loads(Path(args.functions).read_text())
    sources = {path.stem: (path, source) for path, source in corpus_functions.corpus_modules(args.corpus)}
    failures = []
    for module, entries in sorted(functions_by_module(functions).items()):
        path, source = sources[module]
        results = swap_check.check_module(path, source, [p for _, p in entries], decompile, CHECKS_LIMIT_S)
        for (index, _), (_, failure) in zip(entries, results):
            if failure is not None:
                failures.append({"index": index, "kind": failure.kind, "reason": failure.reason})
    return {"functions": len(functions), "passed": len(functions) - len(failures), "failures": failures}


def timed_call(decompile, code):
    """Seconds one decompilation took (errors included: a failing call is timed too, up to the limit)."""
    signal.setitimer(signal.ITIMER_REAL, DECOMPILE_LIMIT_S)
    start = time.perf_counter()
    try:
        decompile(code)
    except (Exception, swap_check.Timeout):
        pass
    seconds = time.perf_counter() - start
    signal.setitimer(signal.ITIMER_REAL, 0)
    return seconds


def command_time(args, decompile):
    codes = module_codes(args.corpus, json.loads(Path(args.functions).read_text()))
    signal.signal(signal.SIGALRM, swap_check.alarm_handler)
    rss_before = peak_rss_mib()
    seconds = [timed_call(decompile, code) for code in codes]
    return {"seconds": seconds, "rss_mib_before": rss_before, "rss_mib": peak_rss_mib()}


def tool_setup(args):
    if args.pythonpath:
        sys.path.insert(0, args.pythonpath)
    if args.library:
        os.environ["GLASSBOX_LIBRARY"] = args.library
    decompile, version = peer_tools.load_tool(args.tool)
    return decompile, version


def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["collect", "check", "time"])
    parser.add_argument("corpus")
    parser.add_argument("functions", help="the JSON list of functions (written by collect)")
    parser.add_argument("--tool", choices=peer_tools.TOOLS)
    parser.add_argument("--pythonpath", help="glassbox: the directory holding the glassbox package")
    parser.add_argument("--library", help="glassbox: the core library (GLASSBOX_LIBRARY)")
    return parser.parse_args()


def main():
    args = parse_arguments()
    stdout = sys.stdout
    sys.stdout = open(os.devnull, "w")  # the checks and some tools print: keep our JSON line apart
    warnings.simplefilter("ignore")
    if args.command == "collect":
        emit(stdout, command_collect(args))
        return
    try:
        decompile, version = tool_setup(args)
    except BaseException as error:  # ImportError, a missing core library, ...
        emit(stdout, {"available": False, "error": swap_check.error_text(error)})
        return
    record = {"available": True, "version": version, "probe_problem": peer_tools.probe_problem(decompile)}
    record.update(command_check(args, decompile) if args.command == "check" else command_time(args, decompile))
    emit(stdout, record)


if __name__ == "__main__":
    main()
