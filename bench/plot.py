"""docs/benchmarks.png from build-bench/results.json: pass rate and median time per function, per
Python version and tool. Runs in the benchmark's own venv with matplotlib (environments.PINS["plot"]).

    python bench/plot.py RESULTS_JSON OUT_PNG
"""
import json
import statistics
import sys

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402

TOOLS = ["glassbox", "depyf", "decompyle3", "uncompyle6"]
COLORS = {"glassbox": "#1f77b4", "depyf": "#ff7f0e", "decompyle3": "#2ca02c", "uncompyle6": "#9467bd"}


def shown(result):
    """Whether the tool ran on the version (not refused, not unavailable)."""
    return result.get("available") and not (result.get("passed") == 0 and result.get("probe_problem"))


def pass_rates(versions, tool):
    rates = []
    for version in versions:
        result = version["tools"].get(tool, {})
        rates.append(100.0 * result["passed"] / max(result["functions"], 1) if shown(result) else None)
    return rates


def median_times(versions, tool):
    found = []
    for version in versions:
        runs = version["tools"].get(tool, {}).get("runs") or []
        medians = [statistics.median(run["seconds"]) * 1e6 for run in runs if run["seconds"]]
        found.append(statistics.median(medians) if medians else None)
    return found


def bars(axis, labels, series, width=0.2):
    for offset, (tool, values) in enumerate(series):
        positions = [i + (offset - (len(series) - 1) / 2.0) * width for i in range(len(labels))]
        kept = [(p, v) for p, v in zip(positions, values) if v is not None]
        if kept:
            axis.bar([p for p, _ in kept], [v for _, v in kept], width, label=tool, color=COLORS[tool])
    axis.set_xlim(-0.5, len(labels) - 0.5)
    axis.set_xticks(range(len(labels)))
    axis.set_xticklabels(labels)


def main():
    results = json.load(open(sys.argv[1], encoding="utf-8"))
    versions = results["corpus"]["versions"]
    labels = [v["version"] for v in versions]
    tools = [tool for tool in TOOLS if any(tool in v["tools"] for v in versions)]
    figure, (rate_axis, time_axis) = plt.subplots(2, 1, figsize=(9, 7))
    bars(rate_axis, labels, [(tool, pass_rates(versions, tool)) for tool in tools])
    rate_axis.set_ylabel("functions passing the swap protocol, %")
    rate_axis.set_ylim(0, 125)
    rate_axis.set_yticks(range(0, 101, 20))
    rate_axis.legend(loc="upper right", ncol=len(tools), fontsize="small")
    bars(time_axis, labels, [(tool, median_times(versions, tool)) for tool in tools])
    time_axis.set_yscale("log")
    time_axis.set_ylabel("µs per function (median, log scale)")
    time_axis.set_xlabel("Python version (no bar: the tool refuses or cannot run there)")
    figure.suptitle("tests/corpus functions: decompile, recompile, swap __code__, same checks()")
    figure.tight_layout()
    figure.savefig(sys.argv[2], dpi=100, metadata={"Software": None})


if __name__ == "__main__":
    main()
