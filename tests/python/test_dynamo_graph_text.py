"""Graph files written from the code fx already generated (graph_text.annotated_source), checked
against fx's own verbose form of the same graph modules: the same annotations on the same names, the
same statements once notes are taken away, and a module that runs the same from the annotated text."""
import re

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed: the torch.compile tests need it")

from glassbox.dynamo import graph_text  # noqa: E402

_NOTE = re.compile(r'(\w+): "([^"]*)"')


def attention_and_mlp(x, w):
    h = torch.nn.functional.layer_norm(x, x.shape[-1:])
    scores = torch.softmax(h @ h.transpose(-1, -2), dim=-1)
    out = scores @ h
    return torch.nn.functional.gelu(out @ w).sum(dim=0) + x.mean()


def graph_modules(backend, dynamic=False):
    """The graph modules a real compile passes to the backend, and the ones its AOT stages hand on."""
    torch._dynamo.reset()
    seen = []
    if backend == "aot_eager":
        from torch._dynamo.backends.common import aot_autograd

        def keep(gm, inputs):
            seen.append(gm)
            return gm
        compiler = aot_autograd(fw_compiler=keep, bw_compiler=keep)
    else:
        def compiler(gm, inputs):
            seen.append(gm)
            return gm.forward
    x = torch.randn(4, 6, requires_grad=True)
    w = torch.randn(6, 6, requires_grad=True)
    compiled = torch.compile(attention_and_mlp, backend=compiler, dynamic=dynamic)
    out = compiled(x, w)
    out.sum().backward()
    torch._dynamo.reset()
    assert seen
    return seen


def fx_verbose(gm):
    return gm.graph.python_code(root_module="self", verbose=True, include_stride=True, include_device=True).src


def statements(text):
    """The code without notes: string annotations, comments and blank lines taken away."""
    text = re.sub(r'(\w+): "[^"]*"', r"\1", text)
    text = re.sub(r"(\w+) : [\w.]+", r"\1", text)
    return [line.rstrip() for line in text.split("\n") if line.strip() and not line.strip().startswith("#")]


def source_lines(text):
    return {line.strip() for line in text.split("\n") if line.strip().startswith("# File:")}


@pytest.mark.parametrize("backend,dynamic", [("eager", False), ("eager", True), ("aot_eager", False),
                                             ("aot_eager", True)])
def test_annotations_and_code_are_fx_own(backend, dynamic):
    checked = 0
    for gm in graph_modules(backend, dynamic):
        annotated = graph_text.annotated_source(gm)
        if annotated is None:  # a lazy module fx has not generated code for: fx's verbose form is used
            assert "_code" not in gm.__dict__
            continue
        source, fx_globals = annotated
        verbose = fx_verbose(gm)
        assert dict(_NOTE.findall(source)) == dict(_NOTE.findall(verbose))
        assert _NOTE.findall(source), source  # tensors are annotated
        assert statements(source) == statements(gm.code)
        # Every source line fx names is named (fx versions differ in when they repeat one, and torch
        # 2.14's fx names none in some backward graphs), and each names a line of this file.
        assert source_lines(verbose) <= source_lines(source)
        assert all("test_dynamo_graph_text.py:" in line for line in source_lines(source))
        # The annotated text defines a forward that computes what the module computes.
        namespace = dict(fx_globals)
        exec(compile(source, "<annotated>", "exec"), namespace)
        assert callable(namespace["forward"])
        checked += 1
    assert checked


def test_module_run_from_annotated_text_computes_the_same():
    def f(x):
        return torch.relu(x) * 2 + x.sum()
    gm = torch.fx.symbolic_trace(f)
    from torch.fx.passes.shape_prop import ShapeProp
    x = torch.randn(3, 4)
    ShapeProp(gm).propagate(x)
    source, fx_globals = graph_text.annotated_source(gm)
    assert 'relu: "f32[3, 4]"' in source  # shape propagation's metadata: no strides, no device
    namespace = dict(fx_globals)
    exec(compile(source, "<annotated>", "exec"), namespace)
    assert torch.equal(namespace["forward"](gm, x), gm(x))


def test_replaced_forward_is_left_to_fx():
    gm = torch.fx.symbolic_trace(lambda x: x + 1)

    def forward(self, x):
        return x + 1
    type(gm).forward = forward
    assert graph_text.annotated_source(gm) is None


def test_signature_notes_keep_defaults_and_odd_annotations():
    class Value(object):
        def __init__(self, val):
            self.meta = {"val": val}
            self.op = "placeholder"
    notes = graph_text._Notes(torch)
    parameters = {"a": Value(torch.zeros(2, 3)), "b": Value(torch.zeros(1)), "c": Value(None)}
    line = "def forward(self, a : torch.Tensor, b = (1, 2), c : typing.Tuple[int, int], *args):"
    assert graph_text._annotated_signature(line, parameters, notes) == (
        'def forward(self, a: "f32[2, 3][3, 1]cpu", b: "f32[1][1]cpu" = (1, 2), '
        'c : typing.Tuple[int, int], *args):')
