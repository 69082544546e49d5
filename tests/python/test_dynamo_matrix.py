"""glassbox.prepare_debug and glassbox.debug on real torch.compile runs (issue 6's matrix).

backends {eager, aot_eager, inductor} x {plain function, nn.Module} x {static, dynamic shapes} x
{no graph break, print break, data-dependent if, several breaks, break inside a with block}, every
cell of it (Inductor's compiles take seconds each; its on-disk caches make the later cells cheaper).
Each cell: the dump's files exist and compile, every transformed code object and resume function
decompiles, and outputs and gradients under debug() equal a normal torch.compile run and eager.
"""
import contextlib
import os
import warnings

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed: the torch.compile tests need it")

from glassbox.dynamo import api, decompiling  # noqa: E402

import dynamo_known_gaps  # noqa: E402


# ------------------------------------------------------------------ the functions compiled

def no_break(x, y):
    a = torch.sin(x) + y
    return (a * a).sum(-1, keepdim=True) + a


def print_break(x, y):
    a = torch.sin(x) + y
    print("glassbox test: print break")
    return torch.cos(a) * y


def if_break(x, y):
    a = torch.sin(x) + y
    if a.sum() > 0:
        return torch.cos(a) + 1
    return a * 2 - y


def several_breaks(x, y):
    a = torch.sin(x) + y
    print("glassbox test: first break")
    b = a * torch.cos(y)
    if b.mean() > -10:
        b = b + x
    print("glassbox test: last break")
    return torch.tanh(b) * a


def with_break(x, y):
    a = torch.sin(x) + y
    with torch.no_grad():
        scale = a.abs().mean()
        print("glassbox test: break inside with")
        scale = scale + 1
    return a * scale + x


BREAKS = {"none": no_break, "print": print_break, "if": if_break, "several": several_breaks, "with": with_break}


class Wrapper(torch.nn.Module):
    """The same function behind a Linear layer, so that parameters get gradients too."""

    def __init__(self, function, width):
        super().__init__()
        self.linear = torch.nn.Linear(width, width)
        self.function = function

    def forward(self, x, y):
        return self.function(self.linear(x), y)


# ------------------------------------------------------------------ helpers

@contextlib.contextmanager
def deterministic():
    torch.manual_seed(0)
    with torch.backends.mkldnn.flags(enabled=False):
        yield


def make_inputs(width, batch=3):
    generator = torch.Generator().manual_seed(width)
    x = torch.randn(batch, width, generator=generator)
    y = torch.randn(batch, width, generator=generator)
    return x, y


def run_once(target, x, y, parameters):
    """(output, gradients of x and of the parameters) of one forward + backward."""
    x = x.clone().requires_grad_(True)
    for parameter in parameters:
        parameter.grad = None
    out = target(x, y)
    out.sum().backward()
    return out.detach(), [x.grad.clone()] + [p.grad.clone() for p in parameters]


def assert_close(a, b, what, atol):
    assert torch.allclose(a, b, atol=atol, rtol=atol), "%s differ: max difference %s" % (
        what, (a - b).abs().max().item())


def python_files(directory):
    return sorted(os.path.join(directory, n) for n in os.listdir(directory) if n.endswith(".py"))


def check_dump(directory, session):
    """Every dumped .py compiles; each frame has its file; each compiled graph has its files."""
    names = os.listdir(directory)
    assert "index.md" in names
    assert any(n.startswith("full_code_for_") for n in names), names
    for path in python_files(directory):
        with open(path, encoding="utf-8") as handle:
            compile(handle.read(), path, "exec", dont_inherit=True)
    assert session.records, "no frame was dumped"
    for record in session.records:
        assert os.path.exists(record.path)
        for fn in record.compiled_fns:
            stages = {g.stage for g in session.graph_files if g.fn == fn}
            assert "captured_graph" in stages, (fn, stages)
            for graph in session.graph_files:
                assert os.path.exists(graph.path), graph.path


def decompile_failures(session):
    """(failures, known gaps): code that did not decompile, apart from the gaps known on this Python
    and torch (dynamo_known_gaps), and the descriptions of those gaps hit."""
    failures, known = dynamo_known_gaps.split_decompile_failures(session.records)
    return failures, known


def run_cell(tmp_path, backend, kind, dynamic, break_kind, atol=1e-6, calls=(6,), function=None,
             all_from_files=True, graphs_run=True):
    function = function or BREAKS[break_kind]
    results = {}
    with deterministic():
        torch._dynamo.reset()
        width = calls[0]
        module = Wrapper(function, width) if kind == "module" else None
        target = module if module is not None else function
        parameters = list(module.parameters()) if module is not None else []
        inputs = [make_inputs(width_) for width_ in calls]
        if module is not None and len(calls) > 1:
            inputs = [make_inputs(width, batch=2 + i) for i, _ in enumerate(calls)]
        results["eager"] = [run_once(target, x, y, parameters) for x, y in inputs]
        compiled = torch.compile(target, backend=backend, dynamic=dynamic)
        dump = str(tmp_path / "dump")
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            with api.prepare_debug(dump) as prepared:
                results["compiled"] = [run_once(compiled, x, y, parameters) for x, y in inputs]
            with api.debug() as debugging:
                results["debug"] = [run_once(compiled, x, y, parameters) for x, y in inputs]
        torch._dynamo.reset()
    for which in ("compiled", "debug"):
        for (out, grads), (ref_out, ref_grads) in zip(results[which], results["eager"]):
            assert_close(out, ref_out, "%s and eager outputs" % which, atol)
            for grad, ref_grad in zip(grads, ref_grads):
                assert_close(grad, ref_grad, "%s and eager gradients" % which, atol)
    for (out, grads), (ref_out, ref_grads) in zip(results["debug"], results["compiled"]):
        assert_close(out, ref_out, "debug() and torch.compile outputs", atol)
    assert prepared.failures == 0 and debugging.failures == 0
    check_dump(dump, prepared)
    check_dump(dump, debugging)
    if backend in ("eager", "aot_eager") and graphs_run:
        hijacked = [p for p in debugging.hijacked.values()]
        assert hijacked, "no graph module ran from a dumped file under debug()"
    failures, known = decompile_failures(prepared)
    assert not failures, "transformed code that did not decompile:\n" + "\n".join(failures)
    # A frame hit by a known gap keeps Dynamo's code under debug() (and says why); any other must run
    # from its file.
    not_from_files = ["%s: %s" % (r.fn_name, r.reason) for r in debugging.records
                      if r.returned is None and (r.decompiled.runnable
                                                 or not dynamo_known_gaps.known_gap(r.decompiled.reason()))]
    assert not not_from_files or not all_from_files, "frames that did not run from their files under debug():\n" + "\n".join(
        not_from_files)
    dynamo_known_gaps.xfail_if_known(known | dynamo_known_gaps.split_decompile_failures(debugging.records)[1])
    return prepared, debugging


CELLS = [(backend, kind, dynamic, break_kind)
         for backend in ("eager", "aot_eager", "inductor")
         for kind in ("function", "module")
         for dynamic in (False, True)
         for break_kind in BREAKS]


@pytest.mark.parametrize("backend,kind,dynamic,break_kind", CELLS,
                         ids=["-".join((b, k, "dynamic" if d else "static", r)) for b, k, d, r in CELLS])
def test_matrix(tmp_path, backend, kind, dynamic, break_kind):
    calls = (6, 9) if dynamic else (6,)
    atol = 1e-5 if backend == "inductor" else 1e-6
    run_cell(tmp_path, backend, kind, dynamic, break_kind, atol=atol, calls=calls)


def test_inductor_dumps_its_output_code(tmp_path):
    prepared, _ = run_cell(tmp_path, "inductor", "function", False, "none", atol=1e-5)
    stages = {g.stage for g in prepared.graph_files}
    assert {"captured_graph", "inductor_output_code"} <= stages, stages


def closure_break(x, y):
    scale = [2.0]

    def inner(t):
        return t * scale[0]

    a = inner(x)
    print("glassbox test: break with a nested function alive")
    scale[0] = 3.0
    return inner(a) + y


def test_a_nested_function_alive_across_a_break(tmp_path):
    run_cell(tmp_path, "eager", "function", False, "closure", function=closure_break)


def make_closure(offset):
    def closure_with_break(x, y):
        a = torch.sin(x) + offset
        print("glassbox test: break in a closure")
        return torch.cos(a) * y + offset
    return closure_with_break


@pytest.mark.parametrize("backend", ["eager", "aot_eager"])
def test_a_closure_with_a_break(tmp_path, backend):
    # Dynamo hands the resume function the frame's closure cells (a tuple of cells built with
    # LOAD_CLOSURE, or LOAD_FAST from 3.13). Source that names the variable passes its value
    # instead, so unless this glassbox keeps them cells, that frame keeps Dynamo's code under
    # debug(), and says why; either way the results are torch.compile's.
    function = make_closure(1.5)
    prepared, debugging = run_cell(tmp_path, backend, "function", False, "closure", function=function,
                                   all_from_files=False)
    outer = [r for r in debugging.records if r.fn_name == "closure_with_break"]
    assert outer
    for record in outer:
        if decompiling.expresses_cell_values():
            assert record.returned is not None, record.reason
        else:
            assert record.cells == ["offset"]
            assert record.returned is None and "closure cells of offset" in record.reason
    for record in debugging.records:
        if not record.cells:
            assert record.returned is not None, (record.fn_name, record.reason)


def keyword_callee(x, y, *, flag=True):
    a = x + y
    print("glassbox test: break in a function called with a keyword")
    return a * 2 if flag else a - 1


def keyword_call(x, y):
    return keyword_callee(x, y, flag=False) + 1


def test_a_call_with_keywords_into_a_break(tmp_path):
    run_cell(tmp_path, "eager", "function", False, "keyword", function=keyword_call)
