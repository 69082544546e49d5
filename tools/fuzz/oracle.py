"""The oracle: compile each program, decompile them all with one glassbox process, recompile the
output and compare the code objects. The batching, the statuses and the causes are those of the
library sweep (tools/sweep.py), whose functions this module calls; the comparison is
tests/roundtrip/roundtrip.py's (compare_trees), through the sweep.

    results = roundtrip_sources([("p1", source1), ...], settings)
    results["p1"] -> {"status": "differs", "cause": "instructions: X vs Y", "first": "...", ...}
"""
import marshal
import os
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(REPO, "tools"))
import sweep  # noqa: E402  (batching, statuses, causes; it imports tests/roundtrip/roundtrip.py)

roundtrip = sweep.roundtrip
STATUSES = sweep.STATUSES
FAILED = [status for status in STATUSES if status != "identical"]
# Statuses whose cause text holds what varies from run to run (stderr, timings): compared by status.
UNSTABLE_CAUSES = ("crash", "timeout", "out-of-memory", "harness-error")


def settings_for(cli, timeout=60, memory_mb=2048):
    """The settings sweep.decompile_batch and sweep.finish_module read. A slow batch is not run
    again one program per process (the sweep does that for exact timings, which we do not need)."""
    return {"cli": os.path.abspath(cli), "timeout": timeout, "memory_mb": memory_mb, "slow": float(timeout),
            "keep": None}


def signature(result):
    """What must stay the same while a failing program is minimized: its status, and its cause
    where the cause is stable."""
    if result["status"] in UNSTABLE_CAUSES:
        return result["status"]
    return result["cause"]


def first_difference_text(report):
    """The first difference of the first differing code object, as a few lines of text."""
    if not report["differences"]:
        return report["detail"] or ""
    difference = report["differences"][0]
    first = difference["first"]
    lines = ["%s: %s" % (difference["qualname"], difference["cause"])]
    context = first.get("context")
    if context:
        lines += ["%-50s | %s" % pair for pair in zip(context["original"], context["decompiled"])]
    else:
        lines.append("%s vs %s" % (first.get("original"), first.get("decompiled")))
    return "\n".join(lines)


def summary_of(report):
    status = report["status"]
    result = {"status": status, "cause": report["cause"], "first": None,
              "seconds": round(report["seconds"]["total"], 4)}
    if status != "identical":
        result["first"] = first_difference_text(report)
        if report.get("line"):
            result["first"] += " (line %d: %s)" % (report["line"], report.get("line_text", ""))
    return result


def write_program(workdir, index, name, source):
    """Compile `source`; write its marshal data (and the source beside it, for stand-in decompilers
    in tests and for reading); return (marshal name, size, code)."""
    stem = "%05d" % index
    path = os.path.join(workdir, stem + ".py")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(source)
    code = roundtrip.compile_module(source, path)
    data = marshal.dumps(code)
    with open(os.path.join(workdir, stem + ".marshal"), "wb") as handle:
        handle.write(data)
    return stem + ".marshal", len(data), code


def roundtrip_sources(programs, settings):
    """{name: result} for the programs [(name, source)], which must compile on this interpreter."""
    workdir = tempfile.mkdtemp(prefix="glassbox-fuzz-")
    try:
        items, originals = [], {}
        for index, (name, source) in enumerate(programs):
            marshal_name, size, code = write_program(workdir, index, name, source)
            items.append((marshal_name, size))
            originals[marshal_name] = (name, code, os.path.join(workdir, marshal_name[:-8] + ".py"))
        decompiled = sweep.decompile_batch(settings["cli"], items, workdir, settings)
        results = {}
        for marshal_name, (name, code, path) in originals.items():
            report = sweep.new_report(path, name)
            sweep.finish_module(report, code, decompiled[marshal_name], settings)
            results[name] = summary_of(report)
            if results[name]["status"] != "identical":
                results[name]["output"] = decompiled[marshal_name].get("text")
        return results
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
