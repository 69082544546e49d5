"""Control flow that once sent the structure stage round in circles must end, on
every version, in a result: source, or a marked fallback that says why.

Each program is one the differential fuzzer (tools/fuzz/) minimized from a run
that timed out; it is compiled by each interpreter and decompiled with a
deadline far above the milliseconds it takes."""

import subprocess
import textwrap

import pytest

import interpreters

ENDLESS_BEFORE = {
    # 3.10: a loop whose exit the walk found was the loop again (tests/fuzz-regressions/3.10/06fcd754d0da.py).
    "while_chain_around_nested_loops": """
        while x is x >= x:
            while True:
                while x:
                    pass
    """,
}


@pytest.mark.parametrize("version", interpreters.HOST_VERSIONS)
@pytest.mark.parametrize("name", sorted(ENDLESS_BEFORE))
def test_decompile_ends(version, name, cli_path, tmp_path):
    python = interpreters.find(version)
    if python is None:
        if interpreters.require_all():
            pytest.fail("no Python " + version)
        pytest.skip("no Python " + version)
    source = tmp_path / "program.py"
    source.write_text(textwrap.dedent(ENDLESS_BEFORE[name]))
    marshalled = tmp_path / "program.bin"
    compiled = python.run(["-c", "import marshal, sys; open(sys.argv[2], 'wb').write(marshal.dumps("
                                 "compile(open(sys.argv[1]).read(), 'program.py', 'exec')))",
                           str(source), str(marshalled)])
    assert compiled.returncode == 0, compiled.stderr
    try:
        result = subprocess.run([cli_path, "decompile", "--marshal", "--python", version, str(marshalled)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, timeout=20)
    except subprocess.TimeoutExpired:
        pytest.fail("glassbox did not finish within 20 s")
    assert result.returncode in (0, 1), result.stderr
    assert result.stdout.strip(), "no source at all"
    compile(result.stdout, "decompiled.py", "exec")  # the output (fallbacks included) is valid Python here
