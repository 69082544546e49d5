"""docs/benchmarks.md from the benchmark's raw results (build-bench/results.json)."""
import re
import statistics

import summary

TOOL_ORDER = ["glassbox", "depyf", "decompyle3", "uncompyle6"]
SPEEDUP_TARGET = 50
DEPYF_VERSIONS = ("3.8", "3.9", "3.10", "3.11")  # the versions depyf 0.20.0's README claims


def us(seconds):
    return "%.0f" % (seconds * 1e6) if seconds * 1e6 >= 10 else "%.1f" % (seconds * 1e6)


def spread(values, formatter, unit=""):
    found = summary.median_and_range(values)
    if found is None:
        return "–"
    middle, low, high = found
    return "%s%s (%s–%s)" % (formatter(middle), unit, formatter(low), formatter(high))


def times(value):
    return "%.0f" % value if value >= 10 else "%.1f" % value


def escape(text):
    return str(text).replace("|", "\\|").replace("\n", " ")


def tools_of(version_record):
    return [tool for tool in TOOL_ORDER if tool in version_record["tools"]]


def tool_label(corpus, tool):
    for version in corpus["versions"]:
        result = version["tools"].get(tool, {})
        if result.get("version"):
            return "%s %s" % (tool, result["version"])
    return tool


def refused(result):
    """The tool refuses this version's bytecode as a whole: it fails a 4-line probe and every function."""
    return result.get("available") and result.get("passed") == 0 and result.get("probe_problem")


def pass_cell(result):
    if not result.get("available"):
        return "n/a"
    if refused(result):
        return "–"
    total = result["functions"]
    return "%d/%d (%.0f %%)" % (result["passed"], total, 100.0 * result["passed"] / max(total, 1))


# ---------------------------------------------------------------- tables

def pass_table(corpus):
    versions = corpus["versions"]
    lines = ["| tool | " + " | ".join(v["python"] for v in versions) + " |",
             "|---|" + "---:|" * len(versions),
             "| functions tested (instructions) | " + " | ".join(
                 "%d (%d)" % (v["functions"], v["instructions"]) for v in versions) + " |"]
    for tool in TOOL_ORDER:
        cells = [pass_cell(v["tools"][tool]) if tool in v["tools"] else "" for v in versions]
        lines.append("| %s | %s |" % (tool_label(corpus, tool), " | ".join(cells)))
    return lines


def unavailable_notes(corpus):
    notes = {}
    for version in corpus["versions"]:
        for tool in tools_of(version):
            result = version["tools"][tool]
            why = None
            if not result.get("available"):
                why = "n/a: " + result.get("error", "?")
            elif refused(result):
                why = "–: refuses the bytecode (on a 4-line function: `%s`)" % result["probe_problem"]
            if why:  # one note for the versions a tool gives the same message on, its version number left out
                why = re.sub(r"\b%s\b" % re.escape(version["python"]), "X.Y.Z", why)
                notes.setdefault((tool, why), []).append(version["version"])
    return ["- %s on %s: %s" % (tool, ", ".join(found), escape(why)) for (tool, why), found in notes.items()]


SMALL, LARGE = 10, 100  # instructions: the function sizes whose speedups are shown apart
TIME_LIMIT_S = 9.9  # a timed call this long ran into the worker's 10 s limit


def speedup_cells(runs, glassbox_runs, instructions):
    """glassbox faster by: over all functions, over the small ones, over the large ones."""
    return [spread(summary.speedups(runs, glassbox_runs), times, "×"),
            spread(summary.speedups_by_size(runs, glassbox_runs, instructions, 0, SMALL), times, "×"),
            spread(summary.speedups_by_size(runs, glassbox_runs, instructions, LARGE, 10 ** 9), times, "×")]


def speed_rows(version):
    glassbox_runs = version["tools"].get("glassbox", {}).get("runs", [])
    instructions = version["function_instructions"]
    rows = []
    for tool in tools_of(version):
        runs = version["tools"][tool].get("runs", [])
        if not runs:
            continue
        faster = ["", "", ""] if tool == "glassbox" else speedup_cells(runs, glassbox_runs, instructions)
        rows.append("| %s | %s | %d | %s | %s | %d | %s | %s |" % (
            version["python"], tool, len(runs[0]["seconds"]), spread(summary.per_function_medians(runs), us),
            spread(summary.per_instruction(runs, instructions), lambda s: "%.2f" % (s * 1e6)),
            summary.calls_over(runs, TIME_LIMIT_S), " | ".join(faster),
            spread(summary.peak_memory(runs), lambda m: "%.0f" % m)))
    return rows


def speed_table(corpus):
    lines = ["| Python | tool | functions | µs per function | µs per instruction | calls past 10 s"
             " | glassbox faster by | … on functions of ≤ %d instructions | … of ≥ %d instructions"
             " | peak RSS, MiB |" % (SMALL, LARGE), "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for version in corpus["versions"]:
        lines += speed_rows(version)
    return lines


def dynamo_table(dynamo):
    tools = [tool for tool in TOOL_ORDER if tool in dynamo["timing"]]
    lines = ["| model | " + " | ".join("%s: code objects passed | %s: runs like eager" % (t, t) for t in tools)
             + " |", "|---|" + "---:|---|" * len(tools)]
    totals = {tool: [0, 0, 0] for tool in tools}
    for model, by_tool in dynamo["models"].items():
        cells = []
        for tool in tools:
            result = by_tool[tool]
            passed = sum(1 for _, _, failure in result["codes"] if failure is None)
            all_passed = passed == len(result["codes"])
            behaves = all_passed and result["behaviour"] == "same as eager"
            totals[tool][0] += passed
            totals[tool][1] += len(result["codes"])
            totals[tool][2] += behaves
            cells += ["%d/%d" % (passed, len(result["codes"])),
                      ("yes" if behaves else "no (%s)" % (
                          result["behaviour"] if all_passed else "some code objects are Dynamo's own"))]
        lines.append("| %s | %s |" % (model, " | ".join(cells)))
    lines.append("| **all %d models** | %s |" % (len(dynamo["models"]), " | ".join(
        "**%d/%d** | **%d/%d**" % (passed, total, behaves, len(dynamo["models"]))
        for passed, total, behaves in totals.values())))
    return lines


def dynamo_speed_table(dynamo):
    instructions = [count for _, count in dynamo["timed_codes"]]
    glassbox_runs = [{"seconds": s} for s in dynamo["timing"].get("glassbox", [])]
    lines = ["| tool | code objects | µs per code object | µs per instruction"
             " | glassbox faster by |", "|---|---:|---:|---:|---:|"]
    for tool in [t for t in TOOL_ORDER if t in dynamo["timing"]]:
        runs = [{"seconds": s} for s in dynamo["timing"][tool]]
        faster = "" if tool == "glassbox" else spread(summary.speedups(runs, glassbox_runs), times, "×")
        lines.append("| %s | %d | %s | %s | %s |" % (
            tool, len(instructions), spread(summary.per_function_medians(runs), us),
            spread(summary.per_instruction(runs, instructions), lambda s: "%.2f" % (s * 1e6)), faster))
    return lines


def dynamo_failures(dynamo):
    lines = []
    for model, by_tool in dynamo["models"].items():
        for tool, result in by_tool.items():
            for name, _, failure in result["codes"]:
                if failure is not None:
                    lines.append("- %s, %s, `%s`: %s" % (tool, model, name, escape(failure)))
    return lines or ["(none)"]


# ---------------------------------------------------------------- failures

def common_failure_lines(corpus, top=3):
    lines = []
    for version in corpus["versions"]:
        for tool in tools_of(version):
            result = version["tools"][tool]
            if not result.get("available") or refused(result) or not result["failures"]:
                continue
            lines.append("- %s, %s (%d): %s" % (version["python"], tool, len(result["failures"]), "; ".join(
                "%d× %s" % (count, escape(text)) for count, text in summary.common_failures(result["failures"], top))))
    return lines or ["(none)"]


def glassbox_failure_lines(corpus):
    lines = []
    for version in corpus["versions"]:
        result = version["tools"].get("glassbox", {})
        for failure in result.get("failures", []):
            lines.append("- %s `%s`: %s: %s" % (version["python"], version["names"][failure["index"]],
                                                 failure["kind"], escape(failure["reason"])))
    return lines or ["(none)"]


# ---------------------------------------------------------------- acceptance

def depyf_speedups(corpus):
    """[(Python, median speedup over depyf)] on the versions depyf claims."""
    found = []
    for version in corpus["versions"]:
        depyf = version["tools"].get("depyf", {})
        glassbox = version["tools"].get("glassbox", {})
        if not glassbox.get("runs") or not depyf.get("runs") or version["version"] not in DEPYF_VERSIONS:
            continue
        speedup = summary.median_and_range(summary.speedups(depyf["runs"], glassbox["runs"]))
        if speedup:
            found.append((version["python"], speedup[0]))
    return found


def verdict(failing):
    return "yes" if not failing else "**no**, not on " + ", ".join(failing)


def acceptance_lines(corpus, dynamo):
    not_full = ["%s (%s)" % (v["python"], pass_cell(v["tools"]["glassbox"])) for v in corpus["versions"]
                if "glassbox" in v["tools"] and v["tools"]["glassbox"].get("passed") != v["functions"]]
    speedups = depyf_speedups(corpus)
    slow = ["%s (%s×)" % (python, times(speedup)) for python, speedup in speedups if speedup < SPEEDUP_TARGET]
    lines = ["- glassbox passes every tested function on every version: %s." % verdict(not_full),
             "- glassbox at least %d× faster than depyf per function (median) on the versions depyf's README"
             " claims (%s–%s): %s." % (SPEEDUP_TARGET, DEPYF_VERSIONS[0], DEPYF_VERSIONS[-1],
                                       verdict(slow) if speedups else "not measured")]
    if dynamo.get("models"):
        failing = [model for model, by_tool in dynamo["models"].items()
                   if any(f is not None for _, _, f in by_tool["glassbox"]["codes"])
                   or by_tool["glassbox"]["behaviour"] != "same as eager"]
        lines.append("- glassbox passes every torch.compile sample: %s." % verdict(failing))
    return lines


# ---------------------------------------------------------------- the document

def header(meta, corpus):
    missing = corpus.get("missing") or []
    return [
        "# glassbox beside depyf, decompyle3 and uncompyle6",
        "",
        "Generated by `make bench-decompile` (`bench/run.py`; `make bench` runs it with the other benchmarks)"
        " on %s in %.0f s. Machine: %s; load average %s at the start, %s at the end (the cores are shared"
        " with other jobs: absolute times are noisy, the tools of one version take turns within minutes)."
        % (meta["date"], meta["seconds"], meta["machine"], meta["load_start"], meta["load_end"]),
        "",
        "glassbox: `%s`, built %s.%s" % (meta["library"], meta["library_built"], "" if not missing else
                                          " Not on this machine, left out: Python %s." % ", ".join(missing)),
        "",
        "![pass rate and speed per Python version](benchmarks.png)",
        "",
        "Other measurements: [load + decode throughput](benchmarks-load-decode.md),"
        " [what prepare_debug adds to torch.compile runs](benchmarks-dynamo.md).",
    ]


PROTOCOL = """\
## What is measured

**Inputs.** The modules of `tests/corpus/` that each Python compiles, compiled by that Python.
A function is tested when a user can reach it from the loaded module: module-level functions
and lambdas, methods of classes (nested classes too; static and class methods, property
accessors), functions in module-level lists, tuples and dicts, and the function behind a
decorator that sets `__wrapped__`. A function's nested functions, lambdas and comprehensions are
not tested on their own: every tool decompiles them as part of the enclosing function, and
swapping the enclosing function's code swaps theirs too. A comprehension's code object
(`<listcomp>`, `<genexpr>`, … with its `.0` argument) is not a function and is never an input;
nor is an `__annotate__` function the 3.14+ compiler makes for a module's or a class's
annotations (its `format` parameter positional-only, not written by a `def`), for every tool
alike: a class's one has free variables (`__classdict__`, `__conditional_annotations__`) that
only a class body makes, so no source for it alone can be swapped into its `__code__`; those
annotations are still evaluated by the module's `checks()`, from the original code.
Counting the code objects nested in them, the tested functions cover %(covered)s function
code objects of the corpus (comprehensions included). The others are the compiler's
`__annotate__` functions (3.14+: those of modules and classes left out as above, those of
functions unreachable) and code that cannot be reached from a loaded module: code run only
while the module is imported or a function or class is made (module-level comprehensions,
3.12's generic-parameter scopes), lazily evaluated type-alias values and type-parameter
bounds, and functions a decorator replaced without `__wrapped__`.

**Correctness: the protocol of depyf's paper, per function.** Each tool, in a venv of the
measured Python (`~/.cache/glassbox-bench`), decompiles the function's code object; the
source is compiled with the same Python; the function's code object is taken from that and put
into the original function's `__code__` (the module loaded from its original bytecode); the
module's `checks()` runs and its result (canonical JSON, as in `tests/roundtrip/roundtrip.py`)
must equal the original's. Then the original code goes back. A function fails when the tool
raises or runs past 10 s (*decompile error*), when glassbox's output holds a marked fallback
(*marked fallback*: a statement that raises when reached), when the source does not compile,
holds no function, or compiles to one with other free variables (*swap impossible*: `__code__`
needs the same closure), and when `checks()` raises or answers differently. Allowances for
every tool alike: a source with free variables is compiled inside a function that binds them;
`def <lambda>(` is read as `def _(`. A module whose `checks()` answer the same twice is
reused between swaps while the swaps pass; otherwise it is loaded afresh for each function.
A function called only while the module is imported is not exercised by the swap (its
decompiled code still has to compile).

**The tools**, each through its public API, pinned from PyPI: glassbox `glassbox.decompile(code)`
(this repository's package over the C++ core); depyf 0.20.0 `depyf.decompile(code)`, whose
`lru_cache` of results is cleared before each call; decompyle3 3.9.3 and uncompyle6 3.9.3
`semantics.pysource.code_deparse(code, out=...)`, which writes a function's body only: the
benchmark puts `def NAME(ARGUMENTS):` above it, from the code object's argument names and flags.
decompyle3 and uncompyle6 install on every version but decompile bytecode up to 3.8 only: on
newer code objects they raise "Unsupported Python version". "–" marks a version a tool refuses
as a whole (it fails a 4-line function and every tested one), "n/a" one where it cannot be
installed or run; the notes under the table give the tool's own message.

**Speed.** Per version and tool, %(repeats)d processes (the tools taking turns), each decompiling
every tested function once (failures included: a failing call is timed until it raises; a
call stops at 10 s and counts as 10 s), timing each call with `time.perf_counter`. Per run: the
median time per function, and the median over functions of a function's time over its
instructions (`dis.get_instructions`, nested code objects included). The table shows the median
of the runs and their range (min–max). *glassbox faster by* is the tool's median per-function
time over glassbox's, run *i* with run *i*: over all functions, and over the small and the large
functions only. Peak RSS is the process's `ru_maxrss` after decompiling everything (interpreter,
tool, and the corpus's modules compiled as inputs).

**torch.compile.** %(dynamo)s
"""

DYNAMO_PROTOCOL = """\
The models of `tests/python/test_dynamo_matrix.py` (five graph-break patterns, each as a
plain function and inside an `nn.Module`: one forward and backward) and
`tests/python/test_dynamo_models.py` (a transformer block and a small CNN: three training
steps), compiled with the eager backend, in the dev venv (depyf imported from its venv).
For each model and tool, one run from an empty Dynamo cache with a bytecode hook
(`torch._dynamo.convert_frame.register_bytecode_hook`) that decompiles each transformed code
object Dynamo makes (converted frames and resume functions), compiles the source and hands the
recompiled code object back to Dynamo, which then runs it instead of its own. A code object
passes when the tool decompiles it (no error, no marked fallback) and the source compiles to a
function with the same free variables; a model *runs like eager* when all its code objects
passed and its outputs and gradients (training: losses and parameters) equal eager mode's
within 1e-5. glassbox is called as its torch integration calls it, `glassbox.decompile(code,
generated=True)`, and the constants it names without a literal (`external_values`) are bound
in the frame's globals; depyf as `depyf.decompile(code)`. Speed: the code objects of one run
of every model, decompiled by each tool in this one process, every call timed; peak memory is
not separated per tool there."""


SPEED_NOTE = """\
Why glassbox is not 50× faster than depyf per function: a call of `glassbox.decompile` costs
tens of µs even on the smallest functions (median on the functions of ≤ %d instructions: %s),
then about 2–3 µs per instruction. The median corpus function is small (%s instructions), so
that floor dominates it; the ratio grows with the function's size (last ratio column). The
floor is not the binding (the Python layer, marshal.dumps and the ctypes call are 5–8 µs of
it; `bench/call_overhead.py` breaks a call down) but the core's passes. A callgrind profile of
the core over the 3.11 corpus functions, one call each, counts about 135 k instructions for
the median function and 210 k on average (330 k on average before the last rounds of
performance work): on the functions of middle size, about 45 %% in lifting and structuring
(nested functions included), about 9 %% each in loading (marshal), normalizing, printing and
building the CFG with its dominator trees, 7 %% in decoding; malloc and free take a fifth to a
quarter of the whole, spread over every pass (a shared node per expression and statement,
vectors and strings per instruction and per block). Each function is decompiled once here, as
a user's program does: that call takes 1.2–1.4× the median of repeated calls on the same
function (`bench/call_overhead.py`'s first column), since caches and branch predictors then
hold the previous function's work, not this one's. 50× would need about 2× fewer instructions
per function: mostly fewer allocations in lift and structure. On 3.12–3.15 depyf fails most
functions early (an instruction it does not know), so its times there are mostly times to
failure."""


def small_function_medians(corpus):
    found = []
    for version in corpus["versions"]:
        runs = version["tools"].get("glassbox", {}).get("runs")
        if runs:
            small = summary.selected(runs, lambda index: version["function_instructions"][index] <= SMALL)
            found.append("%s µs on %s" % (us(summary.median_and_range(summary.per_function_medians(small))[0]),
                                          version["version"]))
    return ", ".join(found)


def speed_note(corpus):
    sizes = [statistics.median(v["function_instructions"]) for v in corpus["versions"]]
    return SPEED_NOTE % (SMALL, small_function_medians(corpus), "%g–%g" % (min(sizes), max(sizes)))


def document(results):
    corpus, dynamo, meta = results["corpus"], results.get("dynamo") or {}, results["meta"]
    covered = ", ".join("%d of %d on %s" % (v["coverage"]["covered"], v["coverage"]["code_objects"], v["version"])
                        for v in corpus["versions"])
    dynamo_text = DYNAMO_PROTOCOL if dynamo.get("models") else "Not measured: %s." % dynamo.get("error", "?")
    lines = header(meta, corpus) + ["", "## Acceptance (issue 7)", ""] + acceptance_lines(corpus, dynamo)
    lines += ["", "## Pass rate: decompile, recompile, swap `__code__`, same `checks()`", ""] + pass_table(corpus)
    lines += [""] + unavailable_notes(corpus)
    lines += ["", "## Speed on the same functions", ""] + speed_table(corpus) + ["", speed_note(corpus)]
    if dynamo.get("models"):
        lines += ["", "## Code objects of real torch.compile runs (torch %s, Python %s)" % (
            dynamo["torch"], dynamo["python"]), ""] + dynamo_table(dynamo)
        lines += ["", "Speed on the code objects of one run of every model, in one process, %d passes:" % len(
            next(iter(dynamo["timing"].values()))), ""] + dynamo_speed_table(dynamo)
        lines += ["", "Code objects that failed:", ""] + dynamo_failures(dynamo)
    lines += ["", "## Most common failures, per version and tool", ""] + common_failure_lines(corpus)
    lines += ["", "## glassbox's failing functions", ""] + glassbox_failure_lines(corpus)
    lines += ["", PROTOCOL % {"covered": covered, "repeats": meta["repeats"], "dynamo": dynamo_text}]
    return "\n".join(lines).rstrip() + "\n"
