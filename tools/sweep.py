#!/usr/bin/env python3
"""Round trip of whole libraries: decompile every module, recompile it, compare the code objects.

Run by the interpreter under test (3.8 syntax, standard library only). For every
module given (default: this interpreter's standard library, `test` package
included, site-packages excluded):

  1. compile the original like the import system does; a module this Python
     cannot compile (lib2to3's test data, badsyntax_*) is skipped, not failed;
  2. decompile `marshal.dumps(code)` with the glassbox program, BATCH modules per
     process (a batch whose process dies or overruns the timeout is run again one
     module per process, which names the culprit and gives exact timings);
  3. compile the output with this interpreter;
  4. compare the two code-object trees with tests/roundtrip/roundtrip.py's
     comparison (instructions apart from line numbers, constants, names, flags,
     argument layout), keeping the first difference of each code object.

Each module gets one status, the first stage that went wrong:

    crash               the glassbox program died by a signal or exited neither 0 nor 1
    timeout             it ran past --timeout seconds
    out-of-memory       it ran out of the --memory megabytes it is given
    decompile-error     it refused the module (its message is the cause)
    does-not-recompile  the output is no valid Python for this version (SyntaxError, with line)
    marked-fallback     the output compiles but holds a marked fallback (a statement that raises)
    differs             the output compiles, some code objects differ
    identical           every code object is the same
    harness-error       this tool failed on the module (a bug here, not in glassbox)

    python tools/sweep.py [PATH ...] [--cli GLASSBOX] [--jobs N] [--batch N] [--timeout S]
                          [--limit N | --sample N --seed S] [--report FILE.json] [--markdown FILE.md]
    python tools/sweep.py --versions "3.11 3.14" [--cli GLASSBOX] [--out-dir docs/sweep] ...

With --versions (run by any Python 3.8+), the tool runs itself under each of those
interpreters (3.8-3.13 from pyenv, 3.14 and 3.15 in the sid chroot: see
tests/python/interpreters.py), writing OUT-DIR/X.Y.md and build-sweep/roundtrip/X.Y.json.

Exit status: 0 when the sweep ran (whatever it found), 2 on bad usage.
"""
import argparse
import collections
import datetime
import json
import keyword
import marshal
import os
import random
import re
import resource
import shutil
import signal
import subprocess
import sys
import sysconfig
import tempfile
import time
import traceback
from concurrent.futures import ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(REPO, "tests", "roundtrip"))
import roundtrip  # noqa: E402  (the code-object comparison)

VERSION = "%d.%d" % sys.version_info[:2]
STATUSES = ["identical", "differs", "marked-fallback", "does-not-recompile", "decompile-error", "timeout",
            "out-of-memory", "crash", "harness-error"]
FAILED_TO_DECOMPILE = ("crash", "timeout", "out-of-memory", "decompile-error")
EXCLUDED_DIRS = frozenset(["site-packages", "dist-packages", "__pycache__"])
# "glassbox: PATH: CODE: offset N: REASON" or "glassbox: PATH: byte N: PROBLEM" (see `glassbox decompile --help`)
MESSAGE = re.compile(r"^glassbox: (?P<path>[^:]+\.marshal): (?:(?P<code>.*?): offset (?P<offset>\d+)|byte \d+): "
                     r"(?P<reason>.*)$")
FALLBACK_MARK = "SystemError('glassbox: "
BUILD_SWEEP = os.path.join(REPO, "build-sweep")


# ---------------------------------------------------------------- finding modules

def default_paths():
    return [sysconfig.get_paths()["stdlib"]]


def find_modules(paths):
    """[(path, name)]: the .py files named or found below the directories (sorted); name is the path
    relative to the directory given (or the file's own name)."""
    found = []
    for path in paths:
        if os.path.isfile(path):
            found.append((path, os.path.basename(path)))
            continue
        if not os.path.isdir(path):
            raise ValueError("no such file or directory: %s" % path)
        for root, dirs, files in os.walk(path):
            dirs[:] = sorted(d for d in dirs if d not in EXCLUDED_DIRS)
            for name in sorted(files):
                if name.endswith(".py"):
                    full = os.path.join(root, name)
                    found.append((full, os.path.relpath(full, path)))
    return found


def choose(found, limit=None, sample=None, seed=0):
    if sample is not None and sample < len(found):
        found = sorted(random.Random(seed).sample(found, sample))
    if limit is not None:
        found = found[:limit]
    return found


# ---------------------------------------------------------------- causes

def normalise(message):
    """A message with what varies between occurrences (numbers, names in quotes; keywords stay) taken out."""
    message = re.sub(r"'([^']*)'|\"([^\"]*)\"",
                     lambda m: m.group(0) if keyword.iskeyword(m.group(1) or m.group(2) or "") else "'…'", message)
    return re.sub(r"\d+", "N", message)


def opname(text):
    return text.split(" ", 1)[0] if isinstance(text, str) else str(text)


def difference_cause(difference, fallbacks):
    """The first difference of one code object, as a cause shared by similar ones."""
    first = difference["first"]
    field = first["field"]
    if difference["qualname"].split("#")[0] in fallbacks:
        return "fallback: " + normalise(fallbacks[difference["qualname"].split("#")[0]])
    if field == "missing":
        inside = any(code == "<module>" or difference["qualname"].startswith(code + ".") for code in fallbacks)
        return "code object missing from the output" + (" (inside a marked fallback)" if inside else "")
    if field == "instructions":
        left, right = opname(first["original"]), opname(first["decompiled"])
        if left == right:
            return "instructions: %s with another %s" % (left, "target" if "->" in first["original"] else "argument")
        return "instructions: %s vs %s" % (left, right)
    if field in ("co_flags",):
        return "%s: %s vs %s" % (field, first["original"], first["decompiled"])
    if isinstance(first.get("original"), str) and "index" in first:
        left = "(end)" if first["original"] == "(end)" else "item"
        right = "(end)" if first["decompiled"] == "(end)" else "item"
        return "%s: %s vs %s" % (field, left, right)
    return "%s differs" % field


def module_cause(report):
    """One cause per failing module: its error, else the cause of its first differing code object."""
    status = report["status"]
    if status == "identical":
        return None
    if status in FAILED_TO_DECOMPILE + ("harness-error",):
        return "%s: %s" % (status, normalise(report["detail"] or ""))
    if status == "does-not-recompile":
        return "does-not-recompile: " + normalise(report["detail"] or "")
    if status == "marked-fallback" and report["fallbacks"]:
        return "fallback: " + normalise(report["fallbacks"][0]["reason"])
    return report["differences"][0]["cause"] if report["differences"] else "fallback: (no warning)"


# ---------------------------------------------------------------- decompiling

def memory_limit(megabytes):
    """A preexec_fn bounding the program's address space: a runaway decompilation fails (reported
    as out-of-memory) instead of exhausting the machine."""
    def limit():
        if megabytes:
            resource.setrlimit(resource.RLIMIT_AS, (megabytes << 20, megabytes << 20))
    return limit


def run_cli(cli, names, workdir, timeout, memory_mb):
    """Decompile the marshal files `names` (in workdir) at once: (returncode or None on timeout, stderr, seconds)."""
    out = os.path.join(workdir, "out")
    os.makedirs(out, exist_ok=True)
    if len(names) == 1:
        out = os.path.join(out, os.path.splitext(names[0])[0] + ".py")
    command = [cli, "decompile", "--marshal", "--python", VERSION, "-o", out] + list(names)
    start = time.time()
    process = subprocess.Popen(command, cwd=workdir, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               universal_newlines=True, errors="replace", preexec_fn=memory_limit(memory_mb),
                               env=sanitizer_environment())
    try:
        _, stderr = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        _, stderr = process.communicate()
        return None, stderr, time.time() - start
    return process.returncode, stderr, time.time() - start


# A sanitizer build of glassbox (GLASSBOX_SANITIZE=address,undefined) that finds an error exits
# with this status, which no glassbox run has otherwise: the module counts as a crash. (ASan's own
# default, 1, is glassbox's "could not decompile"; the build stops at UBSan's first report.)
SANITIZER_EXIT = 86


def sanitizer_environment():
    env = dict(os.environ)
    for variable in ("ASAN_OPTIONS", "UBSAN_OPTIONS"):
        if "exitcode=" not in env.get(variable, ""):
            env[variable] = ":".join(filter(None, [env.get(variable), "exitcode=%d" % SANITIZER_EXIT]))
    if "allocator_may_return_null=" not in env["ASAN_OPTIONS"]:  # (--memory's limit: bad_alloc, not a report)
        env["ASAN_OPTIONS"] += ":allocator_may_return_null=1"
    return env


def messages_by_file(stderr):
    found = collections.defaultdict(list)
    for line in stderr.splitlines():
        match = MESSAGE.match(line)
        if match:
            found[match.group("path")].append(match.groupdict())
    return found


def crash_text(returncode):
    if returncode is None:
        return None
    if returncode < 0:
        try:
            return "killed by %s" % signal.Signals(-returncode).name
        except ValueError:
            return "killed by signal %d" % -returncode
    return None if returncode in (0, 1) else "exit status %d" % returncode


def decompile_batch(cli, items, workdir, settings):
    """{name: {"text" | "status"+"detail", "messages", "seconds", "timing"}} for the marshal files `items`
    [(name, size)]; a batch that crashes, overruns or is slow runs again one module per process."""
    names = [name for name, _ in items]
    results = {}
    timeout, memory_mb = settings["timeout"], settings["memory_mb"]
    if len(names) > 1:
        returncode, stderr, seconds = run_cli(cli, names, workdir, timeout, memory_mb)
        if returncode in (0, 1) and seconds <= settings["slow"]:
            total = float(sum(size for _, size in items)) or 1.0
            messages = messages_by_file(stderr)
            for name, size in items:
                results[name] = collect(workdir, name, messages.get(name, []), seconds * size / total, "batch share",
                                        stderr)
            return results
        shutil.rmtree(os.path.join(workdir, "out"), ignore_errors=True)
    for name in names:
        returncode, stderr, seconds = run_cli(cli, [name], workdir, timeout, memory_mb)
        if returncode is None:
            results[name] = {"status": "timeout", "detail": "no answer after %d s" % timeout, "messages": [],
                             "seconds": seconds, "timing": "own process"}
        elif crash_text(returncode):
            status = "out-of-memory" if "bad_alloc" in stderr else "crash"
            results[name] = {"status": status, "detail": "%s: %s" % (crash_text(returncode), roundtrip.tail(stderr, 2)),
                             "messages": [], "seconds": seconds, "timing": "own process"}
        else:
            results[name] = collect(workdir, name, messages_by_file(stderr).get(name, []), seconds, "own process",
                                    stderr)
    return results


def collect(workdir, name, messages, seconds, timing, stderr):
    output = os.path.join(workdir, "out", os.path.splitext(name)[0] + ".py")
    result = {"messages": messages, "seconds": seconds, "timing": timing}
    if not os.path.exists(output):
        last = messages[-1] if messages else None
        result["status"] = "decompile-error"
        if re.search(r"^glassbox: %s: out of memory" % re.escape(name), stderr, re.MULTILINE):
            result["status"], result["detail"] = "out-of-memory", "no output: out of memory"
            return result
        result["detail"] = ("%s: %s" % (last["code"] or "(input)", last["reason"])) if last else \
            "no output: " + roundtrip.tail(stderr, 2)
        result["messages"] = messages[:-1]
        return result
    with open(output, "rb") as handle:
        result["text"] = handle.read()
    return result


# ---------------------------------------------------------------- one batch (in a worker process)

def new_report(path, name):
    return {"module": name, "path": path, "status": None, "detail": None, "cause": None,
            "code_objects": {"total": 0, "identical": 0}, "fallbacks": [], "differences": [],
            "seconds": {"compile": 0.0, "decompile": 0.0, "recompile": 0.0, "compare": 0.0, "total": 0.0},
            "decompile_timing": None}


def compile_original(report, path):
    start = time.time()
    try:
        with open(path, "rb") as handle:
            source = handle.read()
        code = roundtrip.compile_module(source, path)
    except (SyntaxError, ValueError, UnicodeDecodeError, RecursionError, MemoryError, OverflowError) as error:
        report["status"] = "skipped"
        report["detail"] = "does not compile originally: %s: %s" % (type(error).__name__, str(error)[:200])
        return None
    report["seconds"]["compile"] = time.time() - start
    report["code_objects"]["total"] = roundtrip.count_code_objects(code)
    return code


def fallbacks_of(messages):
    """Distinct marked fallbacks [{"code", "offset", "reason"}] (glassbox may warn of one twice)."""
    seen, found = set(), []
    for message in messages:
        key = (message["code"], message["offset"], message["reason"])
        if key not in seen:
            seen.add(key)
            found.append({"code": message["code"], "offset": int(message["offset"] or 0),
                          "reason": message["reason"]})
    return found


def recompile_and_compare(report, original, text, path):
    start = time.time()
    try:
        decompiled = roundtrip.compile_module(text, path)
    except (SyntaxError, ValueError, RecursionError, MemoryError, OverflowError) as error:
        report["seconds"]["recompile"] = time.time() - start
        report["status"] = "does-not-recompile"
        line = getattr(error, "lineno", None)
        report["detail"] = getattr(error, "msg", None) or "%s: %s" % (type(error).__name__, error)
        report["line"] = line
        report["line_text"] = (getattr(error, "text", None) or "").strip()[:200]
        return
    report["seconds"]["recompile"] = time.time() - start
    start = time.time()
    fallback_codes = dict((f["code"], f["reason"]) for f in report["fallbacks"])
    for qualname, difference in roundtrip.compare_trees(original, decompiled):
        if difference is None:
            report["code_objects"]["identical"] += 1
            continue
        difference["qualname"] = qualname
        difference["cause"] = difference_cause(difference, fallback_codes)
        report["differences"].append(difference)
    report["seconds"]["compare"] = time.time() - start
    if report["fallbacks"] or FALLBACK_MARK.encode() in text:
        report["status"] = "marked-fallback"
    else:
        report["status"] = "differs" if report["differences"] else "identical"


def sweep_batch(batch, settings):
    """Reports for the modules [(path, name)] of one batch."""
    workdir = tempfile.mkdtemp(prefix="glassbox-sweep-")
    try:
        reports, originals, items = [], {}, []
        for index, (path, name) in enumerate(batch):
            report = new_report(path, name)
            reports.append(report)
            try:
                code = compile_original(report, path)
                if code is None:
                    continue
                data = marshal.dumps(code)
            except Exception as error:  # a bug of this tool: reported, the sweep goes on
                report["status"], report["detail"] = "harness-error", "%s: %s" % (type(error).__name__, error)
                continue
            marshal_name = "%04d.marshal" % index
            with open(os.path.join(workdir, marshal_name), "wb") as handle:
                handle.write(data)
            originals[marshal_name] = (report, code)
            items.append((marshal_name, len(data)))
        if items:
            decompiled = decompile_batch(settings["cli"], items, workdir, settings)
            for marshal_name, (report, code) in sorted(originals.items()):
                finish_module(report, code, decompiled[marshal_name], settings)
        return reports
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def finish_module(report, code, result, settings):
    report["seconds"]["decompile"] = result["seconds"]
    report["decompile_timing"] = result["timing"]
    report["fallbacks"] = fallbacks_of(result["messages"])
    try:
        if "text" not in result:
            report["status"], report["detail"] = result["status"], result["detail"]
        else:
            if settings["keep"]:
                keep_output(settings["keep"], report["module"], result["text"])
            recompile_and_compare(report, code, result["text"], report["path"])
    except Exception:  # a bug of this tool: reported, the sweep goes on
        report["status"] = "harness-error"
        report["detail"] = traceback.format_exc().strip().splitlines()[-1]
    report["cause"] = module_cause(report)
    report["seconds"]["total"] = sum(v for k, v in report["seconds"].items() if k != "total")


def keep_output(base, name, text):
    path = os.path.join(base, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as handle:
        handle.write(text)


# ---------------------------------------------------------------- the run

class Progress(object):
    """A progress line on stderr: rewritten in place on a terminal, else one line every `every` modules."""

    def __init__(self, total, every, stream=sys.stderr):
        self.total, self.every, self.stream = total, max(every, 1), stream
        self.done, self.counts, self.start, self.printed = 0, collections.Counter(), time.time(), 0
        self.tty, self.shown = stream.isatty(), self.start

    def add(self, reports):
        for report in reports:
            self.done += 1
            self.counts[report["status"]] += 1
        if self.tty or self.done - self.printed >= self.every or self.done == self.total \
                or time.time() - self.shown > 60:
            self.show()

    def show(self):
        self.printed, self.shown = self.done, time.time()
        elapsed = time.time() - self.start
        width = 24
        filled = int(width * self.done / max(self.total, 1))
        left = elapsed / self.done * (self.total - self.done) if self.done else 0
        counts = " ".join("%s=%d" % (status, self.counts[status]) for status in ["identical"] + STATUSES[1:] +
                          ["skipped"] if self.counts[status])
        line = "[%s%s] %d/%d %3d%% %ds left %s" % ("#" * filled, "." * (width - filled), self.done, self.total,
                                                   100 * self.done // max(self.total, 1), left, counts)
        if self.tty:
            self.stream.write("\r" + line[:200] + ("\n" if self.done == self.total else ""))
        else:
            self.stream.write(line + "\n")
        self.stream.flush()


def batches_of(found, size):
    return [found[i:i + size] for i in range(0, len(found), size)]


def run_batches(batches, settings, progress):
    """Every batch's reports, in the order of the modules; a batch whose worker dies is retried
    one module at a time."""
    reports, retry = [], []
    with ProcessPoolExecutor(max_workers=max(settings["jobs"], 1)) as pool:
        futures = dict((pool.submit(sweep_batch, batch, settings), batch) for batch in batches)
        for future in as_completed(futures):
            try:
                done = future.result()
            except BrokenProcessPool:
                retry.append(futures[future])
                continue
            reports += done
            progress.add(done)
    for module in [module for batch in retry for module in batch]:
        with ProcessPoolExecutor(max_workers=1) as pool:
            try:
                done = pool.submit(sweep_batch, [module], settings).result()
            except BrokenProcessPool:
                report = new_report(*module)
                report["status"], report["detail"] = "harness-error", "the worker process died"
                report["cause"] = module_cause(report)
                done = [report]
        reports += done
        progress.add(done)
    order = dict((path, index) for index, (path, _) in enumerate(module for batch in batches for module in batch))
    return sorted(reports, key=lambda r: order[r["path"]])


def summarize(reports):
    ran = [r for r in reports if r["status"] != "skipped"]
    counts = collections.Counter(r["status"] for r in reports)
    recompiled = sum(r["status"] in ("identical", "differs", "marked-fallback") for r in ran)
    total = sum(r["code_objects"]["total"] for r in ran)
    identical = sum(r["code_objects"]["identical"] for r in ran)
    return {"modules": len(ran), "skipped": counts["skipped"],
            "counts": dict((status, counts[status]) for status in STATUSES),
            "recompile": recompiled, "recompile_pct": percent(recompiled, len(ran)),
            "identical_modules": counts["identical"], "identical_modules_pct": percent(counts["identical"], len(ran)),
            "code_objects": total, "code_objects_identical": identical,
            "code_objects_identical_pct": percent(identical, total)}


def percent(part, whole):
    return round(100.0 * part / whole, 2) if whole else 0.0


def causes(reports):
    """[{cause, modules, code_objects, example}] over module causes and code-object causes, most frequent first."""
    table = collections.OrderedDict()

    def add(cause, module, code_objects, example):
        entry = table.setdefault(cause, {"cause": cause, "modules": set(), "code_objects": 0, "example": example})
        entry["modules"].add(module)
        entry["code_objects"] += code_objects

    for report in reports:
        if report["status"] in ("identical", "skipped"):
            continue
        if report["status"] in FAILED_TO_DECOMPILE + ("does-not-recompile", "harness-error"):
            example = report["module"]
            if report.get("line"):
                example += ":%d: %s" % (report["line"], report.get("line_text", ""))
            add(report["cause"], report["module"], report["code_objects"]["total"], example)
            continue
        for difference in report["differences"]:
            add(difference["cause"], report["module"], 1, "%s:%s" % (report["module"], difference["qualname"]))
    found = [dict(entry, modules=len(entry["modules"])) for entry in table.values()]
    return sorted(found, key=lambda e: (-e["modules"], -e["code_objects"], e["cause"]))


def glassbox_version(cli):
    try:
        return subprocess.run([cli, "--version"], stdout=subprocess.PIPE, universal_newlines=True,
                              timeout=30).stdout.strip()
    except (OSError, subprocess.TimeoutExpired):
        return "unknown"


def sweep(found, settings, progress_every=100):
    start = time.time()
    progress = Progress(len(found), progress_every)
    reports = run_batches(batches_of(found, max(settings["batch"], 1)), settings, progress)
    return {"python": VERSION, "executable": sys.executable, "implementation": sys.version.split()[0],
            "glassbox": glassbox_version(settings["cli"]), "cli": settings["cli"],
            "date": datetime.datetime.now().strftime("%Y-%m-%d %H:%M"),
            "jobs": settings["jobs"], "batch": settings["batch"], "timeout": settings["timeout"],
            "wall_seconds": round(time.time() - start, 1), "summary": summarize(reports),
            "causes": causes(reports), "modules": reports}


# ---------------------------------------------------------------- Markdown

STATUS_TEXT = collections.OrderedDict([
    ("identical", "every code object identical"),
    ("differs", "recompiles, some code objects differ"),
    ("marked-fallback", "recompiles, holds a marked fallback"),
    ("does-not-recompile", "the output is not valid Python (SyntaxError)"),
    ("decompile-error", "glassbox refused the module"),
    ("timeout", "glassbox ran past the timeout"),
    ("out-of-memory", "glassbox ran out of the memory it is given"),
    ("crash", "glassbox died (signal, abort)"),
    ("harness-error", "this tool failed (its own bug)"),
])


def cell(text, width=160):
    text = str(text).replace("|", "\\|").replace("\n", " ")
    return text if len(text) <= width else text[:width - 1] + "…"


def markdown(report, top=25, slowest=10):
    s = report["summary"]
    subject = report.get("subject") or "%s's standard library and `test` package" % report["python"]
    title = "%s, Python %s" % (report["title"], report["python"]) if report.get("title") else "Python " + report["python"]
    lines = ["# Round-trip sweep: " + title, "",
             "Every module of %s (Python %s), compiled, decompiled by %s, "
             "recompiled and compared code object by code object (`tools/sweep.py`; line numbers aside). "
             "%s, %d jobs, %d modules per glassbox process, %.0f s." % (
                 subject, report["implementation"], report["glassbox"], report["date"], report["jobs"],
                 report["batch"], report["wall_seconds"]), "",
             "| | |", "|---|---|",
             "| modules | %d (and %d skipped: they do not compile originally) |" % (s["modules"], s["skipped"]),
             "| modules that recompile | %d (**%.2f %%**) |" % (s["recompile"], s["recompile_pct"]),
             "| modules identical | %d (%.2f %%) |" % (s["identical_modules"], s["identical_modules_pct"]),
             "| code objects identical | %d of %d (**%.2f %%**; those of modules that do not recompile count as "
             "different) |" % (s["code_objects_identical"], s["code_objects"], s["code_objects_identical_pct"]),
             "| crashes | %d (and %d timeouts, %d out of memory) |" % (
                 s["counts"]["crash"], s["counts"]["timeout"], s["counts"]["out-of-memory"]), "",
             "## Modules by status", "", "| status | meaning | modules |", "|---|---|---:|"]
    lines += ["| %s | %s | %d |" % (status, text, s["counts"][status]) for status, text in STATUS_TEXT.items()]
    lines += ["", "## Most frequent causes", "",
              "A module that fails before comparison counts under its error; a module that recompiles counts "
              "under the first difference of each differing code object (instructions compared by opcode).", "",
              "| cause | modules | code objects | example |", "|---|---:|---:|---|"]
    lines += ["| %s | %d | %d | %s |" % (cell(c["cause"]), c["modules"], c["code_objects"], cell(c["example"], 100))
              for c in report["causes"][:top]]
    if len(report["causes"]) > top:
        lines.append("\n%d more causes in the JSON report." % (len(report["causes"]) - top))
    crashes = [r for r in report["modules"] if r["status"] in ("crash", "timeout", "out-of-memory", "harness-error")]
    lines += ["", "## Crashes, timeouts, memory exhaustion", ""]
    lines += ["- `%s`: %s: %s" % (r["module"], r["status"], cell(r["detail"])) for r in crashes] or ["None."]
    slow = sorted((r for r in report["modules"] if r["status"] != "skipped"), key=lambda r: -r["seconds"]["total"])
    lines += ["", "## Slowest modules", "", "| module | total s | decompile s | compare s | status |",
              "|---|---:|---:|---:|---|"]
    lines += ["| %s | %.2f | %.2f | %.2f | %s |" % (r["module"], r["seconds"]["total"], r["seconds"]["decompile"],
                                                     r["seconds"]["compare"], r["status"]) for r in slow[:slowest]]
    return "\n".join(lines) + "\n"


def details(report, count):
    """--show: what went wrong in the first `count` failing modules, with the instructions around
    the first difference of each of their first three differing code objects."""
    lines = []
    for r in [r for r in report["modules"] if r["status"] not in ("identical", "skipped")][:count]:
        where = " at line %s: %s" % (r["line"], r.get("line_text", "")) if r.get("line") else ""
        lines.append("%s: %s%s%s" % (r["module"], r["status"], ": " + r["detail"] if r["detail"] else "", where))
        lines += ["  fallback in %s at offset %d: %s" % (f["code"], f["offset"], f["reason"]) for f in r["fallbacks"]]
        for difference in r["differences"][:3]:
            lines.append("  %s: %s" % (difference["qualname"], difference["cause"]))
            context = difference["first"].get("context")
            if context:
                lines += ["    %-50s | %s" % pair for pair in zip(context["original"], context["decompiled"])]
            else:
                first = difference["first"]
                lines.append("    %s vs %s" % (first.get("original"), first.get("decompiled")))
    return "\n".join(lines) + "\n" if lines else ""


# ---------------------------------------------------------------- several versions

def run_versions(options, argv):
    """--versions: run this tool under each interpreter; the CLI is copied into the repository
    (build-sweep/bin) so that the chroot sees it too."""
    sys.path.insert(0, os.path.join(REPO, "tests", "python"))
    import interpreters
    cli = options.cli or os.environ.get("GLASSBOX_CLI")
    if not cli:
        raise ValueError("no glassbox program: pass --cli or set GLASSBOX_CLI")
    bin_dir = os.path.join(BUILD_SWEEP, "bin")
    os.makedirs(bin_dir, exist_ok=True)
    private = os.path.join(bin_dir, "glassbox")
    shutil.copy2(cli, private)
    reports_dir = os.path.join(BUILD_SWEEP, "roundtrip")
    os.makedirs(reports_dir, exist_ok=True)
    if options.out_dir is None:
        # Only a whole library's sweep is the documented one: a run over some modules must not overwrite it.
        options.out_dir = os.path.join(REPO, "docs", "sweep") if not options.paths else os.path.join(BUILD_SWEEP, "docs")
    os.makedirs(options.out_dir, exist_ok=True)
    passed_on = interpreters.options_passed_on(argv, ("--versions", "--cli", "--out-dir", "--report", "--markdown"))
    status = 0
    for version in options.versions.replace(",", " ").split():
        python = interpreters.find(version)
        if python is None:
            sys.stderr.write("sweep: no Python %s on this machine, skipped\n" % version)
            status = 1
            continue
        json_path = os.path.join(reports_dir, version + ".json")
        md_path = os.path.abspath(os.path.join(options.out_dir, version + ".md"))
        command = [python.path(__file__), "--cli", python.path(private), "--report", python.path(json_path),
                   "--markdown", python.path(md_path)] + passed_on
        sys.stderr.write("sweep: Python %s\n" % version)
        done = subprocess.run(python.argv + command)
        status = status or done.returncode
    return status


# ---------------------------------------------------------------- main

def parse_arguments(argv):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="*", help="modules or directories (default: this Python's standard library)")
    parser.add_argument("--cli", help="the glassbox program (default: $GLASSBOX_CLI)")
    parser.add_argument("--jobs", type=int, default=2, help="batches handled at once (default: %(default)s)")
    parser.add_argument("--batch", type=int, default=16, help="modules per glassbox process (default: %(default)s)")
    parser.add_argument("--timeout", type=int, default=60,
                        help="seconds for one glassbox process (default: %(default)s)")
    parser.add_argument("--memory", type=int, default=2048,
                        help="megabytes of address space for one glassbox process, 0: no limit (default: %(default)s)")
    parser.add_argument("--slow", type=float, default=2.0,
                        help="a batch slower than this many seconds is run again one module per process, "
                             "for exact timings (default: %(default)s)")
    parser.add_argument("--limit", type=int, help="only the first N modules")
    parser.add_argument("--sample", type=int, help="N modules chosen at random (see --seed)")
    parser.add_argument("--seed", type=int, default=0, help="seed of --sample (default: %(default)s)")
    parser.add_argument("--report", help="write the JSON report to this file")
    parser.add_argument("--markdown", help="write the Markdown summary to this file")
    parser.add_argument("--title", help="what the modules are, for the Markdown title (default: the standard library)")
    parser.add_argument("--subject", help="what the modules are, for the Markdown's first sentence")
    parser.add_argument("--keep", help="keep each decompiled module in this directory")
    parser.add_argument("--show", type=int, default=0, metavar="N",
                        help="print what went wrong in the first N failing modules (instructions around each "
                             "first difference)")
    parser.add_argument("--progress-every", type=int, default=100,
                        help="when stderr is no terminal, a progress line every N modules (default: %(default)s)")
    parser.add_argument("--versions", help="run under each of these Python versions (\"3.11 3.12\") instead")
    parser.add_argument("--out-dir",
                        help="with --versions: where X.Y.md goes (default: docs/sweep for a whole standard "
                             "library, build-sweep/docs when paths are given)")
    return parser.parse_args(argv)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    options = parse_arguments(argv)
    try:
        if options.versions:
            return run_versions(options, argv)
        cli = options.cli or os.environ.get("GLASSBOX_CLI")
        if not cli:
            raise ValueError("no glassbox program: pass --cli or set GLASSBOX_CLI")
        found = choose(find_modules(options.paths or default_paths()), options.limit, options.sample, options.seed)
    except ValueError as error:
        sys.stderr.write("sweep: %s\n" % error)
        return 2
    settings = {"cli": os.path.abspath(cli), "jobs": options.jobs, "batch": options.batch,
                "timeout": options.timeout, "slow": options.slow, "memory_mb": options.memory,
                "keep": options.keep and os.path.abspath(options.keep)}
    report = sweep(found, settings, options.progress_every)
    report["title"], report["subject"] = options.title, options.subject
    text = markdown(report)
    if options.report:
        with open(options.report, "w", encoding="utf-8") as handle:
            json.dump(report, handle, indent=1, sort_keys=True, default=str)
            handle.write("\n")
    if options.markdown:
        with open(options.markdown, "w", encoding="utf-8") as handle:
            handle.write(text)
    if options.show:
        sys.stdout.write(details(report, options.show))
    s = report["summary"]
    sys.stderr.write("Python %s: %d modules (%d skipped), recompile %.2f %%, code objects identical %.2f %% "
                     "(%d/%d), crashes %d, %.0f s\n" % (VERSION, s["modules"], s["skipped"], s["recompile_pct"],
                                                        s["code_objects_identical_pct"], s["code_objects_identical"],
                                                        s["code_objects"], s["counts"]["crash"],
                                                        report["wall_seconds"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
