"""The statistics and groupings of the benchmark's report, from the raw results (per-call seconds of each run)."""
import collections
import re
import statistics


def median_and_range(values):
    """(median, min, max), or None for no values."""
    values = [v for v in values if v is not None]
    return (statistics.median(values), min(values), max(values)) if values else None


def per_function_medians(runs):
    """The median time of one function's decompilation, per run (seconds)."""
    return [statistics.median(run["seconds"]) for run in runs if run["seconds"]]


def per_instruction(runs, instructions):
    """The median over functions of a function's time over its instructions, per run (seconds)."""
    return [statistics.median(seconds / count for seconds, count in zip(run["seconds"], instructions) if count)
            for run in runs if run["seconds"]]


def selected(runs, keep):
    """The runs with only the calls whose index `keep` accepts."""
    return [{"seconds": [s for index, s in enumerate(run["seconds"]) if keep(index)]} for run in runs]


def speedups(peer_runs, glassbox_runs):
    """The peer's median per-function time over glassbox's, per pair of runs (run i with run i)."""
    pairs = zip(per_function_medians(peer_runs), per_function_medians(glassbox_runs))
    return [peer / ours for peer, ours in pairs if ours > 0]


def speedups_by_size(peer_runs, glassbox_runs, instructions, low, high):
    """speedups() over the functions of low to high instructions only."""
    def keep(index):
        return low <= instructions[index] <= high
    return speedups(selected(peer_runs, keep), selected(glassbox_runs, keep))


def calls_over(runs, limit):
    """The most calls of one run that took `limit` seconds or more (ran into the time limit)."""
    return max(sum(1 for s in run["seconds"] if s >= limit) for run in runs) if runs else 0


def peak_memory(runs):
    return [run["rss_mib"] for run in runs]


def reason_kind(reason):
    """A failure's reason with its particulars (names, line numbers, offsets) left out, to group by."""
    reason = re.sub(r"^[^:]* at offset \d+: ", "", reason)
    reason = re.sub(r"Instruction\(opcode=\d+, opname='(\w+)'.*", r"\1", reason)
    reason = re.sub(r"\bline \d+\b", "line N", reason)
    reason = re.sub(r"\s+in `.*`$", "", reason)
    reason = re.sub(r"'[^']*'", "'…'", reason)
    return reason if len(reason) <= 90 else reason[:87] + "..."


def common_failures(failures, top):
    """[(count, "kind: reason")] of the most common kinds of failure."""
    counted = collections.Counter("%s: %s" % (f["kind"], reason_kind(f["reason"])) for f in failures)
    return [(count, text) for text, count in counted.most_common(top)]
