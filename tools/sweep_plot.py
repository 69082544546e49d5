"""The library sweep's results as a plot: per Python version, the share of modules that recompile
and of code objects that are identical, beside issue 5's targets (99.5 % and 99 %).

    python3 tools/sweep_plot.py build-sweep/roundtrip/*.json --out docs/sweep.svg

Reads the JSON reports tools/sweep.py writes (their "summary"); writes an SVG with the standard
library only, so that `make sweep` needs nothing installed. The axis starts at 90 %: the
differences that matter are in the last points.
"""
import argparse
import json
import sys
from pathlib import Path

WIDTH, HEIGHT = 760, 360
LEFT, RIGHT, TOP, BOTTOM = 60, 20, 40, 50
LOW, HIGH = 90.0, 100.0
SERIES = [("recompile_pct", "modules that recompile", "#4c72b0"),
          ("code_objects_identical_pct", "code objects identical", "#dd8452")]
TARGETS = [(99.5, "99.5 % of modules"), (99.0, "99 % of code objects")]


def version_key(summary_file):
    return tuple(int(part) for part in summary_file[0].split("."))


def read_reports(paths):
    reports = []
    for path in paths:
        record = json.loads(Path(path).read_text())
        reports.append((record["python"], record["summary"], record.get("date", "")))
    return sorted(reports, key=version_key)


def y_of(percent):
    clipped = min(max(percent, LOW), HIGH)
    return TOP + (HIGH - clipped) / (HIGH - LOW) * (HEIGHT - TOP - BOTTOM)


def svg(reports):
    plot_width = WIDTH - LEFT - RIGHT
    group = plot_width / max(len(reports), 1)
    bar = group * 0.35
    parts = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" '
             'font-size="11">' % (WIDTH, HEIGHT),
             '<rect width="100%" height="100%" fill="white"/>',
             '<text x="%d" y="20" font-size="13">The standard library and test package round trip, per Python '
             'version</text>' % LEFT]
    for tick in range(int(LOW), int(HIGH) + 1, 2):
        y = y_of(tick)
        parts.append('<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#ddd"/>' % (LEFT, WIDTH - RIGHT, y, y))
        parts.append('<text x="%d" y="%.1f" text-anchor="end">%d %%</text>' % (LEFT - 6, y + 4, tick))
    for index, (version, summary, _) in enumerate(reports):
        x0 = LEFT + index * group + (group - 2 * bar) / 2
        for k, (field, _, colour) in enumerate(SERIES):
            value = summary[field]
            y = y_of(value)
            x = x0 + k * bar
            parts.append('<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"><title>%s: %.2f %%</title>'
                         '</rect>' % (x, y, bar - 2, HEIGHT - BOTTOM - y, colour, version, value))
            parts.append('<text x="%.1f" y="%.1f" text-anchor="middle" font-size="9">%.2f</text>'
                         % (x + bar / 2 - 1, y - 3, value))
        parts.append('<text x="%.1f" y="%d" text-anchor="middle">%s</text>'
                     % (LEFT + index * group + group / 2, HEIGHT - BOTTOM + 16, version))
    for percent, label in TARGETS:
        y = y_of(percent)
        parts.append('<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#c44" stroke-dasharray="4 3"/>'
                     % (LEFT, WIDTH - RIGHT, y, y))
        parts.append('<text x="%d" y="%.1f" text-anchor="end" fill="#c44" font-size="9">target: %s</text>'
                     % (WIDTH - RIGHT, y - 3, label))
    for k, (_, label, colour) in enumerate(SERIES):
        x = LEFT + k * 200
        parts.append('<rect x="%d" y="%d" width="10" height="10" fill="%s"/>' % (x, HEIGHT - 18, colour))
        parts.append('<text x="%d" y="%d">%s</text>' % (x + 14, HEIGHT - 9, label))
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("reports", nargs="+", help="JSON reports of tools/sweep.py, one per Python version")
    parser.add_argument("--out", required=True, help="the SVG to write")
    args = parser.parse_args(argv)
    reports = read_reports(args.reports)
    Path(args.out).write_text(svg(reports))
    print("wrote %s (%s)" % (args.out, ", ".join(version for version, _, _ in reports)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
