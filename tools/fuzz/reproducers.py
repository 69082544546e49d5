"""Failing programs as regression tests: minimized, one per distinct cause, saved with a header
that says how they fail; and replayed.

A reproducer is tests/fuzz-regressions/X.Y/HASH.py (HASH: of its text), for example:

    # glassbox fuzz reproducer: Python 3.11, differs
    # cause: instructions: POP_JUMP_IF_FALSE vs POP_JUMP_IF_TRUE
    # from: seed 1, program 42 (31 lines, minimized to 3)
    # first difference:
    #   <module>: instructions: POP_JUMP_IF_FALSE vs POP_JUMP_IF_TRUE
    #   ...
    if not (a and b):
        c()
"""
import hashlib
import os
import sys

import minimize
import oracle

VERSION = "%d.%d" % sys.version_info[:2]


def header(result, version, origin):
    lines = ["glassbox fuzz reproducer: Python %s, %s" % (version, result["status"]),
             "cause: %s" % (result["cause"] or ""), "from: %s" % origin]
    if result.get("first"):
        lines.append("first difference:")
        lines += ["  " + line for line in result["first"].splitlines()[:12]]
    return "".join("# %s\n" % line.rstrip() for line in lines)


def reproduces_as(target, settings):
    """reproduces(sources) for the minimizer: the index of the first source that fails with
    signature `target`, or None."""
    def reproduces(sources):
        results = oracle.roundtrip_sources(list(enumerate(sources)), settings)
        for index in range(len(sources)):
            if oracle.signature(results[index]) == target:
                return index
        return None
    return reproduces


def representatives(results, limit):
    """The shortest failing program of each of the `limit` most frequent causes."""
    by_cause = {}
    for result in results:
        if result["status"] != "identical" and result.get("source"):
            by_cause.setdefault(oracle.signature(result), []).append(result)
    ranked = sorted(by_cause.values(), key=lambda group: -len(group))[:limit]
    return [min(group, key=lambda result: len(result["source"])) for group in ranked]


def minimize_failures(results, settings, regressions, limit, seed, stream=sys.stderr):
    """Minimize one program per cause and save it; a list describing what was saved."""
    return [minimize_and_save(result, settings, regressions, "seed %d, program %d" % (seed, result["index"]),
                              stream) for result in representatives(results, limit)]


def repository_relative(path):
    """`path` relative to the repository where it lies inside it, else absolute."""
    absolute = os.path.abspath(path)
    inside = os.path.commonpath([absolute, str(oracle.REPO)]) == str(oracle.REPO)
    return os.path.relpath(absolute, oracle.REPO) if inside else absolute


def minimize_and_save(result, settings, regressions, origin, stream=sys.stderr):
    """Minimize the failing program of `result` ({"source", "status", "cause"}) and save it."""
    target = oracle.signature(result)
    smallest = minimize.minimize(result["source"], reproduces_as(target, settings))
    final = oracle.roundtrip_sources([(0, smallest)], settings)[0]
    origin += " (%d lines, minimized to %d)" % (result["source"].count("\n"), smallest.count("\n"))
    path = save(os.path.join(regressions, VERSION), header(final, VERSION, origin) + smallest)
    shown = repository_relative(path)
    stream.write("fuzz: %s -> %s (%d lines)\n" % (target[:90], shown, smallest.count("\n")))
    return {"file": shown, "cause": target, "source": smallest,
            "first": final.get("first"), "status": final["status"]}


def minimize_file(path, settings, regressions, stream=sys.stderr):
    """--minimize-file: round-trip one program; if it fails, minimize and save it. 0 if it passes."""
    with open(path, encoding="utf-8") as handle:
        source = handle.read()
    result = dict(oracle.roundtrip_sources([(0, source)], settings)[0], source=source)
    if result["status"] == "identical":
        stream.write("fuzz: %s round-trips identically, nothing to minimize\n" % path)
        return 0
    minimize_and_save(result, settings, regressions, os.path.basename(path), stream)
    return 1


def save(directory, text):
    os.makedirs(directory, exist_ok=True)
    body = "".join(line for line in text.splitlines(True) if not line.startswith("#"))
    path = os.path.join(directory, hashlib.sha1(body.encode("utf-8")).hexdigest()[:12] + ".py")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    return path


def replay(directory, settings, stream=sys.stdout):
    """Round-trip every reproducer in `directory`; 0 if all are now identical, else 1."""
    if not os.path.isdir(directory):
        stream.write("no reproducers for Python %s in %s\n" % (VERSION, directory))
        return 0
    names = sorted(name for name in os.listdir(directory) if name.endswith(".py"))
    sources = []
    for name in names:
        with open(os.path.join(directory, name), encoding="utf-8") as handle:
            sources.append((name, handle.read()))
    results = oracle.roundtrip_sources(sources, settings) if sources else {}
    for name in names:
        result = results[name]
        stream.write("%s: %s%s\n" % (name, result["status"], ": " + result["cause"] if result["cause"] else ""))
    failing = sum(result["status"] != "identical" for result in results.values())
    stream.write("Python %s: %d reproducers, %d still failing\n" % (VERSION, len(names), failing))
    return 1 if failing else 0
