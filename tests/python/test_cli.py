"""The `glassbox` command line: text and JSON disassembly, directories, raw
marshal input, and how bad input and bad usage are reported; `glassbox decompile`:
its outputs (standard output, a file, a mirrored tree), summary and errors."""
import ast
import dis
import importlib.util
import json
import marshal
import re
import sys


ERROR_LINE = re.compile(r"^glassbox: (?P<path>.+): byte (?P<byte>\d+): (?P<problem>.+)$")


def running_version():
    return "%d.%d" % sys.version_info[:2]


def nested_code(code, name):
    return next(c for c in code.co_consts if hasattr(c, "co_code") and c.co_name == name)


def dis_projection(code):
    return [(i.offset, i.opname, i.arg) for i in dis.get_instructions(code)]


def json_projection(code_record):
    return [(i["offset"], i["opname"], i["arg"]) for i in code_record["instructions"]]


def child(code_record, name):
    return next(c for c in code_record["children"] if c["name"] == name)


def error_lines(stderr):
    return [line for line in stderr.splitlines() if line]


# --- text -----------------------------------------------------------------

def test_text_lists_every_instruction_of_each_code_object(run_cli, sample_pyc):
    pyc, module = sample_pyc
    result = run_cli("dis", pyc)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    sections = result.stdout.split("Disassembly of ")
    assert sections[0].startswith("# %s: Python %s .pyc" % (pyc, running_version()))
    headers = [section.splitlines()[0] for section in sections[1:]]
    assert headers[0].startswith("<code object <module> at ..., file ")
    assert any(h.startswith("<code object add ") for h in headers)
    assert any(h.startswith("<code object greet ") for h in headers)

    add = nested_code(module, "add")
    add_section = next(s for s in sections if s.startswith("<code object add "))
    listed = []
    for line in add_section.splitlines()[1:]:
        match = re.match(r"^\s*(?:\d+|--)?\s+(?:>>)?\s+(\d+) ([A-Z_0-9]+)", line)
        if match:
            listed.append((int(match.group(1)), match.group(2)))
    assert listed == [(offset, name) for offset, name, _ in dis_projection(add)]


def test_text_shows_constants_names_and_jump_targets(run_cli, sample_pyc):
    pyc, module = sample_pyc
    result = run_cli("dis", pyc)
    # The tuple constant with its 1-tuple comma and Python's quoting, and a jump.
    assert """((1,), 1.5, b"x'", 'a"\\'', None)""" in result.stdout
    assert "(total)" in result.stdout
    jumps = [i for i in dis.get_instructions(nested_code(module, "add")) if i.opcode in dis.hasjrel + dis.hasjabs]
    assert jumps
    assert "(to %d)" % jumps[0].argval in result.stdout
    assert re.search(r">>\s+%d " % jumps[0].argval, result.stdout)


# --- JSON -----------------------------------------------------------------

def test_json_record_matches_dis(run_cli, sample_pyc):
    pyc, module = sample_pyc
    result = run_cli("dis", "--json", pyc)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) == 1
    record = json.loads(lines[0])
    assert record["file"] == str(pyc)
    assert record["python"] == running_version()
    assert record["pyc"]["magic"] == int.from_bytes(importlib.util.MAGIC_NUMBER[:2], "little")
    assert record["pyc"]["hash_based"] is False
    assert "error" not in record

    code = record["code"]
    assert code["name"] == "<module>"
    assert json_projection(code) == dis_projection(module)
    add = nested_code(module, "add")
    add_record = child(code, "add")
    assert json_projection(add_record) == dis_projection(add)
    assert add_record["varnames"] == list(add.co_varnames)
    assert add_record["argcount"] == 2
    assert add_record["firstlineno"] == add.co_firstlineno
    starts = [i.offset for i in dis.get_instructions(add) if i.starts_line not in (None, False)]
    assert [i["offset"] for i in add_record["instructions"] if i["starts_line"]] == starts
    greet = child(child(code, "Greeter"), "greet")
    assert json_projection(greet) == dis_projection(nested_code(nested_code(module, "Greeter"), "greet"))


def test_json_constants_are_exact(run_cli, sample_pyc):
    pyc, _ = sample_pyc
    record = json.loads(run_cli("dis", "--json", pyc).stdout)
    consts = child(record["code"], "add")["consts"]
    value = next(c for c in consts if c["type"] == "tuple")
    assert value["items"] == [
        {"type": "tuple", "items": [{"type": "int", "value": "1"}]},
        {"type": "float", "value": "1.5"},
        {"type": "bytes", "hex": b"x'".hex()},
        {"type": "str", "value": "a\"'"},
        {"type": "None"},
    ]
    assert {"type": "code", "qualname": "add", "firstlineno": 3} in record["code"]["consts"]


def test_directory_is_walked_recursively_in_sorted_order(run_cli, sample_pyc, tmp_path):
    pyc, _ = sample_pyc
    tree = tmp_path / "tree"
    (tree / "b" / "deeper").mkdir(parents=True)
    (tree / "a").mkdir()
    data = pyc.read_bytes()
    for name in ["b/deeper/z.pyc", "a/y.pyc", "x.pyc", "b/w.pyc"]:
        (tree / name).write_bytes(data)
    (tree / "b" / "notes.txt").write_text("not bytecode")
    (tree / "a" / "source.py").write_text("x = 1\n")
    result = run_cli("dis", "--json", tree)
    assert result.returncode == 0, result.stderr
    files = [json.loads(line)["file"] for line in result.stdout.splitlines()]
    expected = sorted(str(tree / name) for name in ["b/deeper/z.pyc", "a/y.pyc", "x.pyc", "b/w.pyc"])
    assert files == expected


def test_marshal_input_with_python_version(run_cli, sample_pyc, tmp_path):
    _, module = sample_pyc
    raw = tmp_path / "code.marshal"
    raw.write_bytes(marshal.dumps(module))
    result = run_cli("dis", "--json", "--marshal", "--python", running_version(), raw)
    assert result.returncode == 0, result.stderr
    record = json.loads(result.stdout)
    assert record["python"] == running_version()
    assert "pyc" not in record
    assert json_projection(child(record["code"], "add")) == dis_projection(nested_code(module, "add"))

    text = run_cli("dis", "--marshal", "--python", running_version(), raw)
    assert text.returncode == 0, text.stderr
    assert "Python %s marshal data" % running_version() in text.stdout


def test_output_file(run_cli, sample_pyc, tmp_path):
    pyc, _ = sample_pyc
    out = tmp_path / "out.jsonl"
    result = run_cli("dis", "--json", "-o", out, pyc)
    assert result.returncode == 0, result.stderr
    assert result.stdout == ""
    assert json.loads(out.read_text())["file"] == str(pyc)


# --- bad input ------------------------------------------------------------

def check_one_error(result, path, byte, problem_pattern):
    assert result.returncode == 1
    lines = error_lines(result.stderr)
    assert len(lines) == 1, result.stderr
    match = ERROR_LINE.match(lines[0])
    assert match, lines[0]
    assert match.group("path") == str(path)
    assert int(match.group("byte")) == byte
    assert re.search(problem_pattern, match.group("problem")), lines[0]


def test_truncated_file_is_reported_and_others_still_processed(run_cli, sample_pyc, tmp_path):
    pyc, _ = sample_pyc
    truncated = tmp_path / "truncated.pyc"
    truncated.write_bytes(pyc.read_bytes()[:10])
    result = run_cli("dis", "--json", truncated, pyc)
    check_one_error(result, truncated, 10, r"truncated")
    records = [json.loads(line) for line in result.stdout.splitlines()]
    assert [r["file"] for r in records] == [str(truncated), str(pyc)]
    assert "error" in records[0] and "code" not in records[0]
    assert "code" in records[1]


def test_code_cut_short_names_the_byte(run_cli, sample_pyc, tmp_path):
    pyc, _ = sample_pyc
    data = pyc.read_bytes()
    cut = tmp_path / "cut.pyc"
    cut.write_bytes(data[:40])
    result = run_cli("dis", cut)
    assert result.returncode == 1
    match = ERROR_LINE.match(error_lines(result.stderr)[0])
    assert match and 16 <= int(match.group("byte")) <= 40
    assert result.stdout == ""


def test_bad_magic(run_cli, sample_pyc, tmp_path):
    pyc, _ = sample_pyc
    bad = tmp_path / "bad_magic.pyc"
    bad.write_bytes(b"\x01\x00\r\n" + pyc.read_bytes()[4:])
    check_one_error(run_cli("dis", bad), bad, 0, r"magic number 1 ")


def test_unknown_marshal_type_byte(run_cli, sample_pyc, tmp_path):
    pyc, _ = sample_pyc
    bad = tmp_path / "bad_type.pyc"
    bad.write_bytes(pyc.read_bytes()[:16] + b"\x01")
    check_one_error(run_cli("dis", bad), bad, 16, r"unknown marshal type code 0x01")


def test_missing_file(run_cli, tmp_path):
    missing = tmp_path / "missing.pyc"
    result = run_cli("dis", missing)
    assert result.returncode == 1
    assert error_lines(result.stderr) == ["glassbox: %s: cannot open: No such file or directory" % missing]


# --- usage ----------------------------------------------------------------

def test_usage_errors_exit_2(run_cli, sample_pyc):
    pyc, _ = sample_pyc
    for args in [[], ["dis"], ["dis", "--bogus", pyc], ["dis", "--marshal", pyc], ["dis", "--python", "3.12", pyc],
                 ["dis", "--marshal", "--python", "2.7", pyc], ["dis", "--marshal", "--python", "three", pyc],
                 ["frobnicate"], ["dis", "-o"]]:
        result = run_cli(*args)
        assert result.returncode == 2, (args, result.stderr)
        assert result.stdout == ""
        assert result.stderr


def test_help_and_version(run_cli):
    top = run_cli("--help")
    assert top.returncode == 0 and "usage: glassbox" in top.stdout and "dis" in top.stdout
    sub = run_cli("dis", "--help")
    assert sub.returncode == 0 and "--marshal" in sub.stdout and "--json" in sub.stdout
    version = run_cli("--version")
    assert version.returncode == 0
    assert re.match(r"^glassbox \d+\.\d+\.\d+$", version.stdout.strip())


# --- decompile ------------------------------------------------------------

DECOMPILE_FAILURE = re.compile(r"^glassbox: (?P<path>.+): (?P<code>[^:]+): offset (?P<offset>\d+): (?P<reason>.+)$")
SUMMARY = re.compile(r"^glassbox: (?P<done>\d+) decompiled, (?P<failed>\d+) failed$")


def decompiled(result, *paths):
    """Asserts a decompile run that read every input: none refused, exit 0."""
    refused = [line for line in error_lines(result.stderr) if DECOMPILE_FAILURE.match(line)
               and DECOMPILE_FAILURE.match(line).group("path") in [str(p) for p in paths]]
    assert not refused, "; ".join(refused)
    assert result.returncode == 0, result.stderr
    return result


def good_or_refused(result, path):
    """One input, read: either decompiled (exit 0, source on stdout) or refused by the decompiler with
    one line `glassbox: PATH: CODE: offset N: REASON` (exit 1, nothing on stdout)."""
    if result.returncode == 0:
        assert result.stdout
        return True
    assert result.returncode == 1, result.stderr
    lines = error_lines(result.stderr)
    assert len(lines) == 1, result.stderr
    match = DECOMPILE_FAILURE.match(lines[0])
    assert match and match.group("path") == str(path), lines[0]
    assert result.stdout == ""
    return False


def test_decompile_usage_errors_exit_2(run_cli, sample_pyc, tmp_path):
    pyc, _ = sample_pyc
    for args in [["decompile"], ["decompile", "--bogus", pyc], ["decompile", "--marshal", pyc],
                 ["decompile", "--python", "3.12", pyc], ["decompile", "--function", pyc],
                 ["decompile", "--marshal", "--python", "2.7", pyc], ["decompile", "--marshal", "--python", "3", pyc],
                 ["decompile", "-o"], ["decompile", "-o", "", pyc], ["decompile", "--json", pyc]]:
        result = run_cli(*args)
        assert result.returncode == 2, (args, result.stderr)
        assert result.stdout == ""
        assert result.stderr.startswith("glassbox decompile: "), result.stderr
        assert "Try 'glassbox decompile --help'." in result.stderr


def test_decompile_help(run_cli):
    top = run_cli("--help")
    assert top.returncode == 0 and re.search(r"^  decompile ", top.stdout, re.M)
    for flag in ("-h", "--help"):
        sub = run_cli("decompile", flag)
        assert sub.returncode == 0 and sub.stderr == ""
        assert sub.stdout.startswith("usage: glassbox decompile ")
        for option in ("--marshal", "--python X.Y", "--function", "--strict", "-o, --output OUT"):
            assert option in sub.stdout
        assert "N decompiled, M failed" in sub.stdout


def test_decompile_bad_file_is_one_error_line(run_cli, sample_pyc, tmp_path):
    pyc, _ = sample_pyc
    bad = tmp_path / "bad_type.pyc"
    bad.write_bytes(pyc.read_bytes()[:16] + b"\x01")
    result = run_cli("decompile", bad)
    check_one_error(result, bad, 16, r"unknown marshal type code 0x01")
    assert result.stdout == ""

    truncated = tmp_path / "truncated.marshal"
    truncated.write_bytes(b"\xe3\x00")
    out = tmp_path / "never.py"
    result = run_cli("decompile", "--marshal", truncated, "--python", running_version(), "-o", out)
    assert result.returncode == 1
    assert ERROR_LINE.match(error_lines(result.stderr)[0]), result.stderr
    assert not out.exists()

    missing = tmp_path / "missing.pyc"
    result = run_cli("decompile", missing)
    assert result.returncode == 1
    assert error_lines(result.stderr) == ["glassbox: %s: cannot open: No such file or directory" % missing]


def test_decompile_one_file(run_cli, sample_pyc, tmp_path):
    pyc, _ = sample_pyc
    result = run_cli("decompile", pyc)
    if good_or_refused(result, pyc):
        compile(result.stdout, str(pyc), "exec")
        assert not result.stdout.startswith("# ")  # one input: the source alone, no "# PATH" line


def test_decompile_directory_summary(run_cli, sample_pyc, tmp_path):
    pyc, _ = sample_pyc
    tree = tmp_path / "tree"
    (tree / "sub").mkdir(parents=True)
    (tree / "a.pyc").write_bytes(pyc.read_bytes())
    (tree / "sub" / "b.pyc").write_bytes(pyc.read_bytes())
    (tree / "sub" / "broken.pyc").write_bytes(b"\x01\x00\r\n")
    (tree / "notes.txt").write_text("not bytecode")
    result = run_cli("decompile", tree)
    assert result.returncode == 1
    lines = error_lines(result.stderr)
    summary = SUMMARY.match(lines[-1])
    assert summary, result.stderr
    done, failed = int(summary.group("done")), int(summary.group("failed"))
    assert done + failed == 3 and failed >= 1
    broken = str(tree / "sub" / "broken.pyc")
    about_broken = [line for line in lines if line.startswith("glassbox: %s: " % broken)]
    assert len(about_broken) == 1 and ERROR_LINE.match(about_broken[0]).group("byte") == "4", about_broken
    headers = [line for line in result.stdout.splitlines() if line.startswith("# %s" % tree)]
    assert len(headers) == done


def test_decompile_output_must_be_a_directory_for_a_directory(run_cli, sample_pyc, tmp_path):
    pyc, _ = sample_pyc
    tree = tmp_path / "tree"
    tree.mkdir()
    (tree / "a.pyc").write_bytes(pyc.read_bytes())
    plain_file = tmp_path / "plain.txt"
    plain_file.write_text("x")
    result = run_cli("decompile", tree, "-o", plain_file)
    assert result.returncode == 1
    assert error_lines(result.stderr) == [
        "glassbox: %s: not a directory (with a directory or several inputs, -o names one)" % plain_file]
    assert plain_file.read_text() == "x"


def test_decompile_marshal_output_file_only_on_success(run_cli, sample_pyc, tmp_path):
    """The round-trip harness's form: `decompile --marshal FILE --python X.Y -o OUT`."""
    _, module = sample_pyc
    raw = tmp_path / "module.marshal"
    raw.write_bytes(marshal.dumps(module))
    out = tmp_path / "out.py"
    result = run_cli("decompile", "--marshal", raw, "--python", running_version(), "-o", out)
    assert result.stdout == ""
    if result.returncode == 0:
        compile(out.read_text(), str(out), "exec")
    else:
        good_or_refused(result, raw)
        assert not out.exists()


def test_decompile_marshal_module_and_function(run_cli, sample_pyc, tmp_path):
    _, module = sample_pyc
    raw = tmp_path / "module.marshal"
    raw.write_bytes(marshal.dumps(module))
    out = tmp_path / "out.py"
    decompiled(run_cli("decompile", "--marshal", raw, "--python", running_version(), "-o", out), raw)
    recompiled = compile(out.read_text(), str(out), "exec")
    assert dis_projection(nested_code(recompiled, "add"))[-3:] == dis_projection(nested_code(module, "add"))[-3:]

    function = tmp_path / "add.marshal"
    function.write_bytes(marshal.dumps(nested_code(module, "add")))
    result = decompiled(run_cli("decompile", "--marshal", "--function", "--python", running_version(), function),
                        function)
    assert result.stdout.startswith("def add(a, b):\n")
    compile(result.stdout, "add.py", "exec")


def defined_names(tree):
    return sorted(n.name for n in ast.walk(tree)
                  if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)))


def test_a_marked_fallback_stays_inside_its_function(run_cli, tmp_path):
    # A function glassbox cannot rebuild becomes a marked fallback of its own; the rest of the module
    # is kept. (mailbox's Maildir._create_tmp was one, and the reason printed into its fallback named
    # an internal marker, which the module's own check then took for a leftover: the whole module,
    # 2000 lines, came out as one `raise`.)
    import mailbox
    source = open(mailbox.__file__, encoding="utf-8").read()
    raw = tmp_path / "mailbox.marshal"
    raw.write_bytes(marshal.dumps(compile(source, mailbox.__file__, "exec")))
    out = tmp_path / "mailbox.py"
    result = run_cli("decompile", "--marshal", raw, "--python", running_version(), "-o", out)
    assert result.returncode in (0, 1), result.stderr
    assert "<module>" not in result.stderr, result.stderr
    assert defined_names(ast.parse(out.read_text())) == defined_names(ast.parse(source))


def test_decompile_directory_to_a_mirrored_tree(run_cli, sample_pyc, tmp_path):
    pyc, _ = sample_pyc
    tree = tmp_path / "tree"
    (tree / "pkg" / "__pycache__").mkdir(parents=True)
    names = ["top.pyc", "pkg/mod.pyc", "pkg/__pycache__/mod.cpython-311.pyc"]
    for name in names:
        (tree / name).write_bytes(pyc.read_bytes())
    out = tmp_path / "out"
    result = decompiled(run_cli("decompile", tree, "-o", out), *[tree / name for name in names])
    assert result.stdout == ""
    assert error_lines(result.stderr) == ["glassbox: 3 decompiled, 0 failed"]
    written = sorted(str(path.relative_to(out)) for path in out.rglob("*") if path.is_file())
    assert written == sorted(name[:-len(".pyc")] + ".py" for name in names)
    for path in out.rglob("*.py"):
        compile(path.read_text(), str(path), "exec")

    stdout = decompiled(run_cli("decompile", tree), *[tree / name for name in names]).stdout
    headers = [line for line in stdout.splitlines() if line.startswith("# %s" % tree)]
    assert headers == ["# %s" % path for path in sorted(str(tree / name) for name in names)]


def test_decompile_several_files_to_a_directory(run_cli, sample_pyc, tmp_path):
    pyc, _ = sample_pyc
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    first, second, clash = tmp_path / "a" / "one.pyc", tmp_path / "b" / "two.pyc", tmp_path / "b" / "one.pyc"
    for path in (first, second, clash):
        path.write_bytes(pyc.read_bytes())
    decompiled(run_cli("decompile", first), first)
    out = tmp_path / "out"
    result = run_cli("decompile", "-o", out, first, second, clash)
    assert result.returncode == 1
    assert error_lines(result.stderr) == [
        "glassbox: %s: its output %s is already the output of %s" % (clash, out / "one.py", first),
        "glassbox: 2 decompiled, 1 failed"]
    assert sorted(path.name for path in out.iterdir()) == ["one.py", "two.py"]
