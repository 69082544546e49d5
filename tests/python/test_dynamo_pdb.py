"""A scripted pdb session stops at breakpoints set by file and line in the dumped files under glassbox.debug().

The child process compiles a function with a graph break under prepare_debug + debug(), prints the
dumped files and a line in each, and then waits for pdb commands on standard input: the test reads
the names, sends `break FILE:LINE`, `continue`, `p sorted(locals())`, `continue`, ... and checks
that pdb stopped in each file and printed the locals there.
"""
import subprocess
import sys
import textwrap

import pytest

pytest.importorskip("torch", reason="torch is not installed: the torch.compile tests need it")

CHILD = textwrap.dedent(
    """
    import os, pdb, sys, warnings
    import torch
    from glassbox.dynamo import api

    def target(x, y):
        a = torch.sin(x) + y
        print("graph break")
        return torch.cos(a) * y

    def first_line(path, needle):
        with open(path, encoding="utf-8") as handle:
            for number, line in enumerate(handle, 1):
                if needle in line and not line.lstrip().startswith("#"):
                    return number
        return 0

    dump = sys.argv[1]
    compiled = torch.compile(target, backend=sys.argv[2])
    x, y = torch.randn(4), torch.randn(4)
    warnings.simplefilter("ignore")
    with api.prepare_debug(dump) as session:
        with api.debug():
            compiled(x, y)                      # compiles; the code now runs from the dump
            transformed = [r for r in session.records if r.fn_name == "target"][0]
            graph = [g for g in session.graph_files if g.stage in ("captured_graph", "forward_graph",
                     "inference_graph") and g.fn in transformed.compiled_fns][-1]
            print("TRANSFORMED %s %d %s" % (transformed.path, first_line(transformed.path, "__compiled_fn"),
                                            transformed.returned is not None))
            print("GRAPH %s %d" % (graph.path, first_line(graph.path, " = ")))
            print("READY", flush=True)
            pdb.Pdb(nosigint=True).runcall(compiled, x, y)
    """
)


@pytest.fixture(scope="module")
def pdb_session(tmp_path_factory):
    """(names printed by the child, pdb's whole output)."""
    tmp_path = tmp_path_factory.mktemp("pdb")
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    dump = tmp_path / "dump"
    child = subprocess.Popen([sys.executable, str(script), str(dump), "eager"], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True,
                             cwd=str(tmp_path))
    seen = {}
    lines = []
    while True:
        line = child.stdout.readline()
        if not line:
            break
        lines.append(line)
        words = line.split()
        if words and words[0] in ("TRANSFORMED", "GRAPH"):
            seen[words[0]] = words[1:]
        if line.startswith("READY"):
            break
    assert "GRAPH" in seen and "TRANSFORMED" in seen, "".join(lines)
    commands = []
    if seen["TRANSFORMED"][1] != "0":
        commands.append("break %s:%s" % tuple(seen["TRANSFORMED"][:2]))
    commands.append("break %s:%s" % tuple(seen["GRAPH"][:2]))
    commands += ["continue", "p ('LOCALS', sorted(locals()))", "continue", "p ('LOCALS', sorted(locals()))"]
    commands += ["continue"] * 4
    output, _ = child.communicate("\n".join(commands) + "\n", timeout=300)
    output = "".join(lines) + output
    assert child.returncode == 0, output
    return seen, output


def stopped_at(output, path, line, function):
    """pdb's "> FILE(LINE)FUNCTION()" line for the stop, followed (after the next prompt) by the locals."""
    marker = "> %s(%s)%s()" % (path, line, function)
    index = output.find(marker)
    return index >= 0 and "('LOCALS', [" in output[index:]


def test_pdb_stops_in_a_dumped_graph_file(pdb_session):
    seen, output = pdb_session
    path, line = seen["GRAPH"]
    assert stopped_at(output, path, line, "forward"), output
    assert "'L_x_'" in output[output.find(path + "(" + line):], output


def test_pdb_stops_in_a_dumped_transformed_code_file(pdb_session):
    seen, output = pdb_session
    path, line, from_file = seen["TRANSFORMED"]
    assert from_file == "True" and line != "0", "the transformed code did not run from its file:\n" + output
    assert stopped_at(output, path, line, "target"), output
    assert "'x'" in output[output.find(path + "(" + line):], output
