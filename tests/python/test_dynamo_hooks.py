"""The failure paths of glassbox's torch.compile hooks, file naming, install()/uninstall() and the demo.

Whatever goes wrong inside glassbox, the user's program computes the same thing; what could not be
decompiled is dumped as a disassembly with the reason, and a warning names the file.
"""
import json
import logging
import os
import re
import subprocess
import sys
import textwrap
import threading
import warnings

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed: the torch.compile tests need it")

import glassbox  # noqa: E402
from glassbox.dynamo import api, capture, decompiling, files, render  # noqa: E402


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


def _cell_keeper(x):
    keep = lambda: x  # noqa: E731  (makes x a cell, as the function Dynamo converted had it)
    return x + 1


def _nonlocal_writer():
    total = 0

    def resume(step):
        nonlocal total
        total = step
        return step
    return resume


def test_transformed_files_keep_the_cells_and_free_variables_of_dynamos_code():
    # Dynamo's code keeps the cells of the original function although it traced away the nested
    # function using them; a resume function may write a free variable (`nonlocal`). Each file's
    # def must have the same cells and free variables to run in place of Dynamo's code.
    def compiled_def(text, name):
        namespace = {}
        exec(compile(text, "<test>", "exec"), namespace)
        function = namespace[name]
        return function() if name.startswith("__glassbox_closure_for_") else function

    source = "def _cell_keeper(x):\n    return x + 1\n"
    text, wrapped = render.source_in_closure(source, _cell_keeper.__code__)
    assert not wrapped
    function = compiled_def(text, "_cell_keeper")
    assert function.__code__.co_cellvars == ("x",) and function(2) == 3

    code = _nonlocal_writer().__code__
    source = "def resume(step):\n    nonlocal total\n    total = step\n    return step\n"
    text, wrapped = render.source_in_closure(source, code)
    assert wrapped
    function = compiled_def(text, "__glassbox_closure_for_resume")
    assert function.__code__.co_freevars == ("total",) and function(5) == 5


def test_torch_text_of_a_graph_becomes_python_that_compiles():
    # print_readable names a module class after its Python class: `<lambda>` for the graphs of a
    # compiled optimizer step; `lambda` alone is a keyword.
    text = 'class <lambda>(torch.nn.Module):\n    def forward(self, x: "f32[3]"):\n        return (x,)\n'
    fixed = render.readable_graph_text(text)
    assert fixed.startswith("class lambda_(torch.nn.Module):")
    compile(fixed, "graph", "exec", dont_inherit=True)
    kept = "class Net(torch.nn.Module):\n    pass\n"
    assert render.readable_graph_text(kept) == kept
    broken = render.readable_graph_text("def forward(self):\n    return ?\n")
    compile(broken, "graph", "exec", dont_inherit=True)
    assert broken.startswith("# glassbox: torch's text of this graph is not Python")
    assert "#     return ?" in broken


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
    assert not session.records  # the frames whose files failed are not in the overview


def test_frames_are_decompiled_beside_torch_and_warned_about_on_its_thread(tmp_path, monkeypatch):
    # prepare_debug leaves decompiling and writing to its worker thread; the files exist when the
    # block ends, and the worker's warnings are raised on the program's thread.
    decompiled_on, warned_on = [], []
    decompile_code, warn = capture.decompile_code, capture.warn

    def recording_decompile(code):
        decompiled_on.append(threading.current_thread())
        return decompile_code(code)

    def recording_warn(message):
        warned_on.append(threading.current_thread())
        warn(message)

    def failing(code, **options):
        raise glassbox.DecompileError(code.co_name, 0, "made to fail by the test")
    monkeypatch.setattr(capture, "decompile_code", recording_decompile)
    monkeypatch.setattr(capture, "warn", recording_warn)
    monkeypatch.setattr(glassbox, "decompile", failing)
    session, messages = run(tmp_path)
    assert decompiled_on and threading.main_thread() not in decompiled_on
    assert session.records and all(os.path.exists(r.path) for r in session.records)
    assert warned_on and all(t is threading.main_thread() for t in warned_on)
    assert len([m for m in glassbox_warnings(messages) if "made to fail" in m]) == len(session.records)
    del decompiled_on[:]
    torch._dynamo.reset()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with api.prepare_debug(str(tmp_path / "dump")):
            with api.debug():  # under debug() Dynamo waits for the file: decompiled on its thread
                torch.compile(breaking, backend="eager")(torch.randn(5))
    torch._dynamo.reset()
    assert decompiled_on and all(t is threading.main_thread() for t in decompiled_on)


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
    from torch._logging import _internal
    before = len(convert_frame._bytecode_hooks)
    recompile = torch.fx.GraphModule.recompile
    trace_structured = _internal.trace_structured
    handlers = list(_internal.trace_log.handlers)
    run(tmp_path)
    assert len(convert_frame._bytecode_hooks) == before
    assert torch.fx.GraphModule.recompile is recompile
    assert _internal.trace_structured is trace_structured
    assert torch._logging.trace_structured is trace_structured
    assert [h for h in _internal.trace_log.handlers if h not in handlers] == []


def test_other_trace_handlers_still_get_every_event(tmp_path):
    # glassbox lets torch skip rendering the trace events it does not dump, but only while nobody
    # else listens: a TORCH_TRACE-like handler gets all of them, and the dump is the same.
    from torch._logging import _internal
    events = []

    class Collect(logging.Handler):
        def emit(self, record):
            metadata = getattr(record, "metadata", None)
            if isinstance(metadata, dict):
                events.extend(metadata)

    handler = Collect(logging.DEBUG)
    _internal.trace_log.addHandler(handler)
    try:
        listened, _ = run(tmp_path / "listened")
    finally:
        _internal.trace_log.removeHandler(handler)
    alone, _ = run(tmp_path / "alone")
    assert "dynamo_start" in events and "dynamo_output_graph" in events, sorted(set(events))
    def kinds(directory):  # the file names, graph and line numbers aside (a second compile counts on)
        return sorted(re.sub(r"\d+", "N", n) for n in os.listdir(str(directory)))
    assert kinds(tmp_path / "listened" / "dump") == kinds(tmp_path / "alone" / "dump")
    assert {g.stage for g in listened.graph_files} == {g.stage for g in alone.graph_files} == {"captured_graph"}


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


def test_guard_files_list_the_predicates_or_on_request_the_tree(tmp_path):
    # By default each .guards.txt lists its cache entry's predicates, one a line (torch is not asked
    # to render its guard tree); guard_tree=True writes the tree, as TORCH_LOGS=guards shows it.
    session, _ = run(tmp_path)
    user = [r for r in session.records if not r.is_resume][0]
    lines = open(user.guards_path).read().splitlines()
    predicates = [line for line in lines if not line.startswith("#")]
    assert any(line.startswith("check_tensor(L['x']") for line in predicates), lines
    assert user.guard_tree is None
    tree_session, _ = run(tmp_path / "tree", guard_tree=True)
    tree_user = [r for r in tree_session.records if not r.is_resume][0]
    text = open(tree_user.guards_path).read()
    assert tree_user.guard_tree and tree_user.guard_tree in text
    assert "TENSOR_MATCH" in text and "+- " in text


def test_the_original_function_is_pointed_to_or_decompiled(tmp_path):
    # A function written in a file: its file and line (no second decompile per frame); a resume
    # function, whose source no file holds: its decompiled source, commented out.
    session, _ = run(tmp_path)
    user = [r for r in session.records if not r.is_resume]
    resumes = [r for r in session.records if r.is_resume]
    assert user and resumes
    for record in user:
        text = open(record.path).read()
        assert "# ---- the original function: %s, line %d ----" % (
            breaking.__code__.co_filename, breaking.__code__.co_firstlineno) in text
        assert record.original_decompiled is None
    for record in resumes:
        text = open(record.path).read()
        tail = text.split("# ---- the original function, decompiled, for reference ----\n", 1)[1]
        assert "#     return torch.cos(a)" in tail
    exec_code = compile("def made():\n    return 1\n", "<string>", "exec")
    assert not capture.has_source_file(exec_code)
    assert capture.has_source_file(breaking.__code__)


def run_children(script, dump, constants, parallel=False):
    """Run `script` (a child printing a JSON report last) once per constant, one after another or all at
    once; the reports."""
    argvs = [[sys.executable, str(script), dump, str(k)] for k in constants]
    children = []
    for argv in argvs:
        children.append(subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                         universal_newlines=True))
        if not parallel:
            children[-1].wait(timeout=300)
    reports = []
    for child in children:
        output, error = child.communicate(timeout=300)
        assert child.returncode == 0, error
        reports.append(json.loads(output.strip().splitlines()[-1]))
    return reports


def test_same_program_twice_reuses_names(tmp_path):
    # torch 2.13+ names each graph with a new uuid in every process, so the transformed code of the
    # second run differs from the first's in those names only: it must reuse the first run's files.
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    dump = str(tmp_path / "dump")
    listings, reports = [], []
    for _ in range(2):
        reports += run_children(script, dump, [1])
        listings.append(sorted(os.listdir(dump)))
    assert listings[0] == listings[1]  # nothing new: every file of the second run is a first run's
    assert [n for n in listings[1] if n.startswith("full_code_for_")] == ["full_code_for_f.py"]
    assert [n for n in listings[1] if n.startswith("__compiled_fn_")]
    first, second = reports
    assert first["transformed"] and [p for p, _ in first["transformed"]] == [p for p, _ in second["transformed"]]
    for path, own in second["transformed"]:  # each is the same code, up to the graphs' uuids
        with open(path, encoding="utf-8") as handle:
            assert capture.without_graph_uuids(handle.read()) == own


DEBUG_CHILD = textwrap.dedent(
    """
    import json, sys, warnings, torch
    from glassbox.dynamo import api
    def f(x):
        a = torch.sin(x) * 2
        print("break")
        return torch.cos(a) + 1
    warnings.simplefilter("ignore")
    x = torch.randn(3)
    with api.prepare_debug(sys.argv[1]):
        with api.debug() as session:
            out = torch.compile(f, backend="eager")(x)
    print(json.dumps({"same": bool(torch.allclose(out, f(x))), "failures": session.failures,
                      "from_files": [[r.path, r.returned is not None] for r in session.records]}))
    """)


def test_a_reused_file_runs_with_this_runs_graph_names(tmp_path):
    # Under debug() the second process runs code compiled from files the first one wrote, which name
    # the first process's graphs (torch 2.13+: other uuids): it must call its own graphs.
    script = tmp_path / "child.py"
    script.write_text(DEBUG_CHILD)
    dump = str(tmp_path / "dump")
    first, second = [run_children(script, dump, [""])[0] for _ in range(2)]
    for report in (first, second):
        assert report["same"] and report["failures"] == 0, report
        assert report["from_files"] and all(from_file for _, from_file in report["from_files"]), report
    assert [p for p, _ in second["from_files"]] == [p for p, _ in first["from_files"]]


# Prints, last, a JSON report: [path, its text up to the graphs' uuids] of each transformed code and
# graph file this process's session refers to, as the file held it when the block ended, and the
# text this process rendered for each transformed code (up to the uuids).
CHILD = textwrap.dedent(
    """
    import json, sys, warnings, torch
    from glassbox.dynamo import api, capture
    def f(x, k):
        a = torch.sin(x) * k
        print("break")
        return a + k
    warnings.simplefilter("ignore")
    with api.prepare_debug(sys.argv[1]) as session:
        torch.compile(f, backend="eager")(torch.randn(3), float(sys.argv[2]))
    def held(path):
        with open(path, encoding="utf-8") as handle:
            return capture.without_graph_uuids(handle.read())
    report = {"transformed": [[r.path, capture.without_graph_uuids(r.text)] for r in session.records],
              "held": [[p, held(p)] for p in [r.path for r in session.records]
                       + [g.path for g in session.graph_files]]}
    print(json.dumps(report))
    """)


def test_several_processes_share_one_directory(tmp_path):
    script = tmp_path / "child.py"
    script.write_text(CHILD)
    dump = str(tmp_path / "dump")
    # Each process its own constant k: Dynamo specializes it into the graph (different graph files),
    # the transformed code is the same up to the graphs' uuids (one file, shared).
    reports = run_children(script, dump, [1, 2, 3], parallel=True)
    names = os.listdir(dump)
    assert not [n for n in names if n.startswith(".glassbox-")]
    for name in names:
        if name.endswith(".py"):
            with open(os.path.join(dump, name), encoding="utf-8") as handle:
                compile(handle.read(), name, "exec")
    assert "index.md" in names
    for report in reports:
        # None overwritten: every file still holds what it held when its process ended ...
        for path, text in report["held"]:
            with open(path, encoding="utf-8") as handle:
                assert capture.without_graph_uuids(handle.read()) == text, path
        # ... and each transformed-code file is the code its process ran (up to the uuids).
        held = dict(map(tuple, report["held"]))
        for path, own in report["transformed"]:
            assert held[path] == own, path
    # Deduplicated: one file per distinct transformed code of f.
    texts = {own for report in reports for path, own in report["transformed"]
             if path.endswith("_for_f.py")}
    files_of_f = [n for n in names if n.startswith("__transformed_code_") and n.endswith("_for_f.py")]
    assert texts and len(files_of_f) == len(texts), (files_of_f, len(texts))


AOT_TWICE = textwrap.dedent("""
    import json, sys, warnings, torch
    from glassbox.dynamo import api
    warnings.simplefilter("ignore")

    def f(x):
        return torch.sin(x) * 2

    stages = []
    for block in range(2):
        torch._dynamo.reset()
        with api.prepare_debug(sys.argv[1] + str(block)) as session:
            torch.compile(f, backend="aot_eager")(torch.randn(4, requires_grad=True)).sum().backward()
        stages.append(sorted({g.stage for g in session.graph_files}))
    print(json.dumps(stages))
    """)


def test_modules_imported_during_a_block_report_to_later_blocks(tmp_path):
    # The first aot_eager compile of a process imports AOT's modules, which take trace_structured by
    # name from a module the block had patched: a later block must still get their graphs.
    script = tmp_path / "child.py"
    script.write_text(AOT_TWICE)
    first, second = _run_json(script, tmp_path)
    assert "forward_graph" in first and "backward_graph" in first, first
    assert first == second


def _run_json(script, tmp_path):
    child = subprocess.run([sys.executable, str(script), str(tmp_path / "dump")], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, universal_newlines=True, timeout=300)
    assert child.returncode == 0, child.stderr
    return json.loads(child.stdout.strip().splitlines()[-1])


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
