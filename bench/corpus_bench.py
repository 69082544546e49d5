"""The corpus half of the benchmark: every tool on every Python version, as one JSON record.

For each Python 3.8-3.15 on this machine: that version's interpreter lists the tested functions
of tests/corpus (corpus_worker.py collect); then each tool, in its own interpreter of that
version, runs the swap protocol over all of them in one process (check), and afterwards
decompiles all of them once per process, --repeats processes, the tools taking turns, timing
every call (time). A tool that cannot be installed or imported gets its reason instead.
"""
import json
import shutil
import subprocess
import sys
from pathlib import Path

import environments
from environments import interpreters

HERE = Path(__file__).resolve().parent
WORKER = HERE / "corpus_worker.py"
CORPUS = interpreters.REPO / "tests" / "corpus"
PEERS = ["depyf", "decompyle3", "uncompyle6"]
TOOLS = ["glassbox"] + PEERS


def log(message):
    print(message, file=sys.stderr, flush=True)


def last_json(text):
    for line in reversed((text or "").strip().splitlines()):
        if line.startswith("{"):
            return json.loads(line)
    return None


def run_worker(interpreter, args, timeout):
    """The worker's JSON record, or {"available": False, "error": why}."""
    try:
        result = interpreter.run([interpreter.path(WORKER)] + args, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"available": False, "error": "over %d s" % timeout}
    record = last_json(result.stdout)
    if result.returncode != 0 or record is None:
        lines = result.stderr.strip().splitlines()
        return {"available": False, "error": "exit status %d: %s" % (
            result.returncode, lines[-1][:200] if lines else "no message")}
    return record


class VersionRun(object):
    """Everything about one Python version: its functions and each tool's interpreter and results."""

    def __init__(self, version, settings):
        self.version = version
        self.settings = settings
        self.python = interpreters.find(version)
        self.workdir = settings.workdir / version
        self.interpreters = {}
        self.record = {"version": version, "tools": {}}

    def paths(self, interpreter):
        return [interpreter.path(self.settings.corpus), interpreter.path(self.workdir / "functions.json")]

    def collect(self):
        shutil.rmtree(str(self.workdir), ignore_errors=True)
        self.workdir.mkdir(parents=True)
        collected = run_worker(self.python, ["collect"] + self.paths(self.python), self.settings.timeout)
        if "functions" not in collected:
            raise SystemExit("listing the corpus's functions on %s failed: %s" % (self.version, collected))
        self.record.update(collected)
        self.record["names"] = [
            "%s.%s" % (f["module"], f["name"]) for f in json.loads((self.workdir / "functions.json").read_text())]
        self.record["function_instructions"] = [
            f["instructions"] for f in json.loads((self.workdir / "functions.json").read_text())]

    def tool_arguments(self, tool):
        """(interpreter, extra worker arguments) for the tool, or (None, why not)."""
        if tool != "glassbox":
            interpreter, why = environments.tool_interpreter(tool, self.version, self.settings.cache)
            return (interpreter, ["--tool", tool]) if interpreter else (None, why)
        try:
            library = self.python.path(self.settings.library)
        except ValueError:
            return None, "%s is outside the repository, which is all the chroot sees" % self.settings.library
        return self.python, ["--tool", "glassbox", "--pythonpath", self.python.path(interpreters.REPO / "src"),
                             "--library", library]

    def check(self, tool):
        log("  %s: swap protocol ..." % tool)
        interpreter, extra = self.tool_arguments(tool)
        if interpreter is None:
            self.record["tools"][tool] = {"available": False, "error": extra}
            return
        self.interpreters[tool] = (interpreter, extra)
        result = run_worker(interpreter, ["check"] + self.paths(interpreter) + extra, self.settings.timeout)
        result["runs"] = []
        self.record["tools"][tool] = result

    def timed(self, tool):
        """Whether the tool is timed: it ran, and did not refuse this version outright."""
        result = self.record["tools"][tool]
        return result.get("available") and not (result["passed"] == 0 and result.get("probe_problem"))

    def time_once(self, tool):
        interpreter, extra = self.interpreters[tool]
        run = run_worker(interpreter, ["time"] + self.paths(interpreter) + extra, self.settings.timeout)
        if run.get("available"):
            self.record["tools"][tool]["runs"].append(
                {"seconds": run["seconds"], "rss_mib": run["rss_mib"], "rss_mib_before": run["rss_mib_before"]})
        else:
            self.record["tools"][tool].setdefault("timing_errors", []).append(run.get("error"))

    def measure(self):
        self.collect()
        for tool in self.settings.tools:
            self.check(tool)
        timed = [tool for tool in self.settings.tools if self.timed(tool)]
        for repeat in range(self.settings.repeats):
            log("  timing, round %d of %d: %s" % (repeat + 1, self.settings.repeats, ", ".join(timed)))
            for tool in timed:
                self.time_once(tool)
        return self.record


def measure_all(settings):
    """{"versions": [record per version], "missing": [versions not on this machine]}."""
    versions, missing = [], []
    for version in settings.versions:
        run = VersionRun(version, settings)
        if run.python is None:
            log("Python %s: not on this machine, left out" % version)
            missing.append(version)
            continue
        log("Python %s ..." % version)
        versions.append(run.measure())
    return {"versions": versions, "missing": missing}
