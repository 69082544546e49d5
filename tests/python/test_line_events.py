"""Line events: where the bytecode alone cannot tell two spellings apart but its line table can,
glassbox writes the one the lines say, so a tracer (`sys.settrace`, a debugger, coverage) sees the
same sequence of lines, relative to each function's first line, in the decompiled source as in
the original. Each interpreter 3.10-3.15 compiles SNIPPETS; glassbox decompiles the module's
marshalled code; the same interpreter traces every function of both with the same arguments.

What is covered: a match statement whose cases are the same code as plain statements
(`case _:` as the subject's POP_TOP or a NOP, `case x:` as a store, a last `case 1:` before
`case _:` as `==`).
"""

import json
import subprocess

import pytest

import interpreters

VERSIONS = [v for v in interpreters.ALL_VERSIONS if tuple(map(int, v.split("."))) >= (3, 10)]

SNIPPETS = '''\
def default_after_cases(command):
    match command.split():
        case ["go", direction] if direction in "nesw":
            return "go " + direction
        case ["go", _]:
            return "no go"
        case _:
            return "default"


def lone_wildcard(command):
    match command.split():
        case _:
            return "default"


def lone_capture(command):
    match command.split():
        case words:
            return words


def value_before_default(command):
    match len(command):
        case 3:
            return "three"
        case _:
            return "other"


def guarded_wildcard_alone(command):
    match command:
        case _ if "x" in command:
            return 0
    return 1


def plain_statements(command):
    command.split()
    words = command.split()
    if len(words) == 2:
        return words
    return "plain"
'''

ARGUMENTS = ["go n", "go x", "spam", "a b c", "abc"]

MAKE = '''
import marshal, sys
sys.stdout.write(marshal.dumps(compile(sys.stdin.read(), "snippets.py", "exec")).hex())
'''

TRACE = '''
import json, sys, types
record = json.loads(sys.stdin.read())

def lines_of(source, arguments):
    namespace = {}
    exec(compile(source, "traced.py", "exec"), namespace)
    result = {}
    for name, function in sorted(namespace.items()):
        if not isinstance(function, types.FunctionType):
            continue
        runs = []
        for argument in arguments:
            seen = []
            def tracer(frame, event, arg):
                if event == "line" and frame.f_code is function.__code__:
                    seen.append(frame.f_lineno - function.__code__.co_firstlineno)
                return tracer
            sys.settrace(tracer)
            try:
                function(argument)
            finally:
                sys.settrace(None)
            runs.append(seen)
        result[name] = runs
    return result

print(json.dumps({"original": lines_of(record["original"], record["arguments"]),
                  "decompiled": lines_of(record["decompiled"], record["arguments"])}))
'''


def decompiled_by(python, version, source, cli_path, tmp_path):
    """`source` compiled by `python` (a module's marshalled code), decompiled by glassbox --strict."""
    made = python.run(["-c", MAKE], input=source, timeout=300)
    assert made.returncode == 0, made.stderr[-3000:]
    code = tmp_path / "module.bin"
    code.write_bytes(bytes.fromhex(made.stdout))
    decompiled = subprocess.run([cli_path, "decompile", "--marshal", "--python", version, "--strict", str(code)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True,
                                timeout=120)
    assert decompiled.returncode == 0, decompiled.stderr
    return decompiled.stdout


@pytest.mark.parametrize("version", VERSIONS)
def test_match_cases_keep_their_lines(version, cli_path, tmp_path):
    python = interpreters.find(version)
    interpreters.skip_or_fail_if_absent(python is None, version)
    decompiled = decompiled_by(python, version, SNIPPETS, cli_path, tmp_path)
    record = {"original": SNIPPETS, "decompiled": decompiled, "arguments": ARGUMENTS}
    traced = python.run(["-c", TRACE], input=json.dumps(record), timeout=300)
    assert traced.returncode == 0, traced.stderr[-3000:]
    result = json.loads(traced.stdout)
    assert sorted(result["decompiled"]) == sorted(result["original"]), decompiled
    differences = {name: {"original": runs, "decompiled": result["decompiled"][name]}
                   for name, runs in result["original"].items() if result["decompiled"][name] != runs}
    assert not differences, "%s\n%s" % (json.dumps(differences, indent=1), decompiled)
    # (Not vacuous: every function ran and reported lines.)
    assert all(all(run for run in runs) for runs in result["original"].values())


# Statements spread over lines whose stores or POP_TOP come on a later line than the code before
# them: plain statements all the same, no match statement.
MULTI_LINE = '''\
def spread(command):
    words = (
        command.split())
    first = \\
        second = len(words)
    (first,
     second) = (second, first)
    (
        command.upper())
    from os.path import (
        sep,
        curdir)
    if (total :=
            first + second):
        pass
    return words, first, second, sep, curdir, total
'''


@pytest.mark.parametrize("version", VERSIONS)
def test_statements_over_several_lines_stay_plain(version, cli_path, tmp_path):
    python = interpreters.find(version)
    interpreters.skip_or_fail_if_absent(python is None, version)
    decompiled = decompiled_by(python, version, MULTI_LINE, cli_path, tmp_path)
    assert "match" not in decompiled and "case" not in decompiled, decompiled
    assert "return words, first, second, sep, curdir, total" in decompiled, decompiled
