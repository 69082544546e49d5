"""The failure paths of glassbox's torch.compile hooks, file naming, install()/uninstall() and the demo.

Whatever goes wrong inside glassbox, the user's program computes the same thing; what could not be
decompiled is dumped as a disassembly with the reason, and a warning names the file.
"""
import logging
import os
import subprocess
import sys
import textwrap
import warnings

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed: the torch.compile tests need it")

import glassbox  # noqa: E402
from glassbox.dynamo import api, capture, decompiling, files  # noqa: E402


def breaking(x):
    a = torch.sin(x) + 1
    print("glassbox test: break")
    return torch.cos(a)


def run(tmp_path, backend="eager", **options):
    torch._dynamo.reset()
    x = torch.randn(5)
    compiled = torch.compile(breaking, backend=backend)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with api.prepare_debug(str(tmp_path / "dump"), **options) as session:
            out = compiled(x)
    torch._dynamo.reset()
    assert torch.allclose(out, breaking(x))
    return session, [str(w.message) for w in caught]


def glassbox_warnings(messages):
    return [m for m in messages if m.startswith("glassbox:")]


# ------------------------------------------------------------------ failures never reach the program

def test_decompile_error_dumps_disassembly_and_reason(tmp_path, monkeypatch):
    def failing(code, **options):
        raise glassbox.DecompileError(code.co_name, 12, "made to fail by the test")
    monkeypatch.setattr(glassbox, "decompile", failing)
    session, messages = run(tmp_path)
    assert session.records
    for record in session.records:
        text = open(record.path, encoding="utf-8").read()
        assert "made to fail by the test" in text
        assert "RESUME" in text  # the disassembly
        compile(text, record.path, "exec")
        assert any(record.path in m for m in glassbox_warnings(messages)), messages


def test_unmarshallable_constant_error_is_reported(tmp_path, monkeypatch):
    def failing(code, **options):
        raise ValueError("unmarshallable object")
    monkeypatch.setattr(glassbox, "decompile", failing)
    session, messages = run(tmp_path)
    assert all("unmarshallable object" in open(r.path).read() for r in session.records)


def test_disassembly_of_unmarshallable_constants_names_them_briefly():
    # Dynamo's code holds a module's globals dict as a constant: marshal refuses it and its repr
    # is the whole module; the dumped disassembly shows it by name instead.
    def holder():
        return "the constant"
    huge = {"key_%d" % i: object() for i in range(2000)}
    code = holder.__code__.replace(co_consts=tuple(huge if c == "the constant" else c
                                                   for c in holder.__code__.co_consts))
    text = decompiling.disassembly(code)
    assert "RESUME" in text
    assert "no literal form" in text, text[:2000]
    assert max(len(line) for line in text.splitlines()) < 400


def test_the_cell_check_tells_cells_from_their_contents(monkeypatch):
    def keeping(code, **options):
        return glassbox.DecompiledSource("def example(receive):\n"
                                         "    return receive(((lambda: value).__closure__[0],))\n")

    def reading(code, **options):
        return glassbox.DecompiledSource("def example(receive):\n    return receive((value,))\n")
    for decompile, expected in ((keeping, True), (reading, False)):
        monkeypatch.setattr(glassbox, "decompile", decompile)
        monkeypatch.setattr(decompiling, "_expresses_cells", [])
        assert decompiling.expresses_cell_values() is expected


def test_marked_fallbacks_are_not_run_under_debug(tmp_path, monkeypatch):
    def with_problem(code, **options):
        return glassbox.DecompiledSource("def %s(*args):\n    raise SystemError('fallback')\n" % code.co_name,
                                         [glassbox.Problem(code.co_name, 4, "a test fallback")])
    monkeypatch.setattr(glassbox, "decompile", with_problem)
    torch._dynamo.reset()
    x = torch.randn(5)
    compiled = torch.compile(breaking, backend="eager")
    with warnings.catch_warnings(record=True):
        warnings.simplefilter("always")
        with api.prepare_debug(str(tmp_path / "dump")):
            with api.debug() as session:
                out = compiled(x)
    torch._dynamo.reset()
    assert torch.allclose(out, breaking(x))
    assert session.records and all(r.returned is None for r in session.records)
    assert all("a test fallback" in open(r.path).read() for r in session.records)


def test_an_exception_inside_the_hook_is_caught(tmp_path, monkeypatch):
    def broken(*args, **kwargs):
        raise RuntimeError("broken renderer")
    monkeypatch.setattr(capture.render, "transformed_file", broken)
    session, messages = run(tmp_path)
    assert session.failures >= 1
    assert any("broken renderer" in m for m in glassbox_warnings(messages)), messages


def test_torch_without_the_bytecode_hook_dumps_nothing(tmp_path, monkeypatch):
    from torch._dynamo import convert_frame
    monkeypatch.delattr(convert_frame, "register_bytecode_hook")
    session, messages = run(tmp_path)
    assert not session.records
    assert any("register_bytecode_hook" in m for m in messages), messages


def test_torch_without_cache_entry_list_still_writes_full_code(tmp_path, monkeypatch):
    from torch._dynamo import eval_frame
    monkeypatch.delattr(eval_frame, "_debug_get_cache_entry_list")
    session, _ = run(tmp_path)
    names = os.listdir(str(tmp_path / "dump"))
    assert "full_code_for_breaking.py" in names
    text = open(str(tmp_path / "dump" / "full_code_for_breaking.py")).read()
    compile(text, "full_code", "exec")
    assert "def breaking(x):" in text


def test_torch_without_the_trace_logger_dumps_frames_only(tmp_path, monkeypatch):
    monkeypatch.setattr(capture._torch, "trace_logger", lambda: None)
    session, messages = run(tmp_path)
    assert session.records and not session.graph_files
    assert any("structured trace logger" in m for m in messages)


def test_hooks_are_removed_after_the_block(tmp_path):
    from torch._dynamo import convert_frame
    before = len(convert_frame._bytecode_hooks)
    recompile = torch.fx.GraphModule.recompile
    run(tmp_path)
    assert len(convert_frame._bytecode_hooks) == before
    assert torch.fx.GraphModule.recompile is recompile


def test_nested_prepare_debug_is_refused(tmp_path):
    with api.prepare_debug(str(tmp_path / "a")):
        with pytest.raises(RuntimeError):
            with api.prepare_debug(str(tmp_path / "b")):
                pass


def test_debug_without_a_dump_directory_is_refused(monkeypatch):
    monkeypatch.setattr(api, "_last_dump_dir", [None])
    with pytest.raises(RuntimeError):
        with api.debug():
            pass


# ------------------------------------------------------------------ the files

def test_guards_are_python_predicates(tmp_path):
    session, _ = run(tmp_path)
    text = open(str(tmp_path / "dump" / "full_code_for_breaking.py")).read()
    assert "def __guard_0_for_breaking(L, G, **___kwargs_ignored):" in text
    assert "__guard_hit = __guard_hit and (" in text
    assert "L['x']" in text
    assert any(r.guards_path and os.path.exists(r.guards_path) for r in session.records)


def test_same_program_twice_reuses_names(tmp_path):
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    dump = str(tmp_path / "dump")
    listings = []
    for _ in range(2):
        result = subprocess.run([sys.executable, str(script), dump, "1"], stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE, universal_newlines=True, timeout=300)
        assert result.returncode == 0, result.stderr
        listings.append(sorted(os.listdir(dump)))
    graphs = [[n for n in names if n.startswith("__compiled_fn_")] for names in listings]
    assert graphs[0] and graphs[0] == graphs[1]  # identical graphs: the files are reused, not multiplied
    assert [n for n in listings[1] if n.startswith("full_code_for_")] == ["full_code_for_f.py"]


def test_write_numbered_deduplicates(tmp_path):
    name = lambda n: "f_%d.py" % n  # noqa: E731
    a = files.write_numbered(str(tmp_path), name, "one\n")
    b = files.write_numbered(str(tmp_path), name, "two\n")
    c = files.write_numbered(str(tmp_path), name, "one\n")
    assert (os.path.basename(a), os.path.basename(b), c) == ("f_0.py", "f_1.py", a)
    assert not [n for n in os.listdir(str(tmp_path)) if n.startswith(".glassbox-")]


CHILD = textwrap.dedent(
    """
    import sys, warnings, torch
    from glassbox.dynamo import api
    def f(x, k):
        a = torch.sin(x) * k
        print("break")
        return a + k
    warnings.simplefilter("ignore")
    with api.prepare_debug(sys.argv[1]):
        torch.compile(f, backend="eager")(torch.randn(3), float(sys.argv[2]))
    """)


def test_several_processes_share_one_directory(tmp_path):
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    dump = str(tmp_path / "dump")
    children = [subprocess.Popen([sys.executable, str(script), dump, str(k)], stdout=subprocess.DEVNULL,
                                 stderr=subprocess.PIPE, universal_newlines=True) for k in (1, 2, 3)]
    for child in children:
        _, error = child.communicate(timeout=300)
        assert child.returncode == 0, error
    names = os.listdir(dump)
    assert not [n for n in names if n.startswith(".glassbox-")]
    for name in names:
        if name.endswith(".py"):
            with open(os.path.join(dump, name), encoding="utf-8") as handle:
                compile(handle.read(), name, "exec")
    # Three processes, each its own constant k: three transformed codes for f, none overwritten.
    assert len([n for n in names if n.startswith("__transformed_code_") and n.endswith("_for_f.py")]) == 3
    assert "index.md" in names


# ------------------------------------------------------------------ install / uninstall

def test_install_logs_decompiled_source_once(monkeypatch):
    records = []

    class Collect(logging.Handler):
        def emit(self, record):
            if "SOURCE (decompiled by glassbox)" in record.getMessage():
                records.append(record.getMessage())

    logger = torch._logging.getArtifactLogger("torch._dynamo.convert_frame", "bytecode")
    handler = Collect()
    logger.addHandler(handler)
    torch._logging.set_logs(bytecode=True)
    try:
        api.install()
        api.install()  # idempotent
        torch._dynamo.reset()
        compiled = torch.compile(lambda x: torch.sin(x) + 1, backend="eager")
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            compiled(torch.randn(3))
        api.uninstall()
        api.uninstall()
        count = len(records)
        torch._dynamo.reset()
        torch.compile(lambda x: torch.cos(x), backend="eager")(torch.randn(3))
    finally:
        api.uninstall()
        torch._logging.set_logs()
        logger.removeHandler(handler)
        torch._dynamo.reset()
    assert count == 2, records  # ORIGINAL and MODIFIED, once each
    assert len(records) == count  # nothing after uninstall()
    assert any("ORIGINAL" in r and "torch.sin(x)" in r for r in records), records


# ------------------------------------------------------------------ import without torch; the demo

def test_package_imports_without_torch():
    code = ("import sys; sys.modules['torch'] = None\n"
            "import glassbox.dynamo, glassbox.dynamo.api, glassbox.dynamo.capture\n"
            "try:\n"
            "    glassbox.dynamo.prepare_debug('x').__enter__()\n"
            "except ImportError:\n"
            "    print('needs torch')\n")
    result = subprocess.run([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            universal_newlines=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "needs torch" in result.stdout


def test_demo(tmp_path):
    result = subprocess.run([sys.executable, "-m", "glassbox", "demo", "--out", str(tmp_path / "demo"),
                             "--backend", "eager"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            universal_newlines=True, timeout=300)
    assert result.returncode == 0, result.stdout
    assert "same result as eager: True" in result.stdout
    assert "transformed code" in result.stdout and "full code per function" in result.stdout
    assert "---- __transformed_code_" in result.stdout
    assert os.path.exists(str(tmp_path / "demo" / "index.md"))


def test_decompiled_result_never_raises():
    result = decompiling.decompile_code(breaking.__code__)
    assert result.source is not None or result.error
