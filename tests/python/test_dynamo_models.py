"""Training steps (forward + backward + optimizer) of a small transformer block and a small CNN, each
with a graph break, under prepare_debug and debug(): same losses and parameters as eager and as a
normal torch.compile run; every dumped file compiles; every transformed code object decompiles."""
import copy
import os
import warnings

import pytest

torch = pytest.importorskip("torch", reason="torch is not installed: the torch.compile tests need it")

from glassbox.dynamo import api  # noqa: E402

import dynamo_known_gaps  # noqa: E402


class TransformerBlock(torch.nn.Module):
    def __init__(self, width=16, heads=2):
        super().__init__()
        self.attention = torch.nn.MultiheadAttention(width, heads, batch_first=True)
        self.norm1 = torch.nn.LayerNorm(width)
        self.norm2 = torch.nn.LayerNorm(width)
        self.mlp = torch.nn.Sequential(torch.nn.Linear(width, 2 * width), torch.nn.GELU(),
                                       torch.nn.Linear(2 * width, width))

    def forward(self, x):
        attended, _ = self.attention(x, x, x, need_weights=False)
        x = self.norm1(x + attended)
        print("glassbox test: transformer break")
        return self.norm2(x + self.mlp(x))


class SmallCNN(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = torch.nn.Conv2d(1, 4, 3, padding=1)
        self.conv2 = torch.nn.Conv2d(4, 8, 3, padding=1)
        self.head = torch.nn.Linear(8 * 4 * 4, 3)

    def forward(self, x):
        x = torch.nn.functional.max_pool2d(torch.relu(self.conv1(x)), 2)
        if x.mean() > -1:
            x = torch.relu(self.conv2(x))
        x = torch.nn.functional.max_pool2d(x, 2)
        return self.head(x.flatten(1))


def train(model, inputs, targets, steps=3):
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05)
    losses = []
    for _ in range(steps):
        optimizer.zero_grad()
        loss = torch.nn.functional.mse_loss(model(inputs), targets)
        loss.backward()
        optimizer.step()
        losses.append(loss.detach())
    return torch.stack(losses), [p.detach().clone() for p in model.parameters()]


def check(tmp_path, make_model, shape, out_width, backend, atol):
    with torch.backends.mkldnn.flags(enabled=False):
        torch.manual_seed(0)
        base = make_model()
        generator = torch.Generator().manual_seed(1)
        inputs = torch.randn(*shape, generator=generator)
        targets = torch.randn(shape[0], *out_width, generator=generator)
        torch._dynamo.reset()
        eager = train(copy.deepcopy(base), inputs, targets)
        dump = str(tmp_path / "dump")
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            with api.prepare_debug(dump) as prepared:
                compiled = train(torch.compile(copy.deepcopy(base), backend=backend), inputs, targets)
            with api.debug() as debugging:
                debugged = train(torch.compile(copy.deepcopy(base), backend=backend), inputs, targets)
        torch._dynamo.reset()
    for name, (losses, parameters) in (("torch.compile", compiled), ("debug()", debugged)):
        assert torch.allclose(losses, eager[0], atol=atol, rtol=atol), (name, losses, eager[0])
        for parameter, reference in zip(parameters, eager[1]):
            assert torch.allclose(parameter, reference, atol=atol, rtol=atol), name
    assert torch.allclose(debugged[0], compiled[0], atol=atol, rtol=atol)
    for path in os.listdir(dump):
        if path.endswith(".py"):
            with open(os.path.join(dump, path), encoding="utf-8") as handle:
                compile(handle.read(), path, "exec", dont_inherit=True)
    stages = {g.stage for g in prepared.graph_files}
    assert {"captured_graph", "forward_graph", "backward_graph"} <= stages, stages
    assert prepared.failures == 0 and debugging.failures == 0
    failures, known = dynamo_known_gaps.split_decompile_failures(prepared.records)
    assert not failures, "transformed code that did not decompile:\n" + "\n".join(failures)
    not_from_files = ["%s: %s" % (r.fn_name, r.reason) for r in debugging.records
                      if r.returned is None and (r.decompiled.runnable
                                                 or not dynamo_known_gaps.known_gap(r.decompiled.reason()))]
    assert not not_from_files, "frames that did not run from their files under debug():\n" + "\n".join(
        not_from_files)
    return prepared, known | dynamo_known_gaps.split_decompile_failures(debugging.records)[1]


def expect(result):
    """The prepared session of check()'s result, after marking the test xfail for a known gap."""
    prepared, known = result
    dynamo_known_gaps.xfail_if_known(known)
    return prepared


def test_transformer_block_training_aot_eager(tmp_path):
    expect(check(tmp_path, TransformerBlock, (2, 5, 16), (5, 16), "aot_eager", 1e-5))


def test_cnn_training_aot_eager(tmp_path):
    expect(check(tmp_path, SmallCNN, (4, 1, 16, 16), (3,), "aot_eager", 1e-5))


def test_cnn_training_inductor(tmp_path):
    prepared, known = check(tmp_path, SmallCNN, (4, 1, 16, 16), (3,), "inductor", 1e-4)
    assert "inductor_output_code" in {g.stage for g in prepared.graph_files}
    dynamo_known_gaps.xfail_if_known(known)


def compiled_train_step(model):
    """One training step as one function, the optimizer's step included (what users compile whole)."""
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)

    def step(inputs, targets):
        optimizer.zero_grad()
        loss = torch.nn.functional.mse_loss(model(inputs), targets)
        loss.backward()
        optimizer.step()
        return loss.detach()
    return step


def test_a_whole_train_step_under_inductor(tmp_path):
    # Inductor logs the graphs of the optimizer's step as torch prints them, a module class named
    # `<lambda>`: their files must compile too.
    with torch.backends.mkldnn.flags(enabled=False):
        torch.manual_seed(0)
        base = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.Tanh(), torch.nn.Linear(16, 1))
        generator = torch.Generator().manual_seed(1)
        inputs, targets = torch.randn(4, 8, generator=generator), torch.randn(4, 1, generator=generator)
        eager_step = compiled_train_step(copy.deepcopy(base))
        eager = [eager_step(inputs, targets) for _ in range(2)]
        torch._dynamo.reset()
        dump = str(tmp_path / "dump")
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            with api.prepare_debug(dump) as prepared:
                step = torch.compile(compiled_train_step(copy.deepcopy(base)), backend="inductor")
                compiled = [step(inputs, targets) for _ in range(2)]
        torch._dynamo.reset()
    for loss, reference in zip(compiled, eager):
        assert torch.allclose(loss, reference, atol=1e-5, rtol=1e-5)
    assert prepared.failures == 0
    files = [n for n in os.listdir(dump) if n.endswith(".py")]
    assert any(n.endswith("_post_grad_graph.py") for n in files), files
    for name in files:
        with open(os.path.join(dump, name), encoding="utf-8") as handle:
            compile(handle.read(), name, "exec", dont_inherit=True)
