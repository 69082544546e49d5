"""Dynamo-transformed code objects from real torch.compile runs, decompiled by glassbox and depyf.

Runs in the dev venv (torch, Python 3.11); depyf 0.20.0 is imported from its own venv (its
site-packages directory, --depyf-site, appended to sys.path: it is pure Python). The models are
those of tests/python/test_dynamo_matrix.py (five graph-break patterns, as a plain function
and inside an nn.Module) and test_dynamo_models.py (a transformer block and a small CNN,
three training steps each), compiled with the eager backend.

For each model and tool, one torch.compile run from an empty Dynamo cache, with a bytecode
hook (torch._dynamo.convert_frame.register_bytecode_hook) that decompiles every transformed
code object Dynamo makes (the frames it converts and their resume functions), compiles the
source with this Python, and hands the recompiled code object back to Dynamo, which runs it
in place of its own. A code object passes when the tool decompiles it (no error, no marked
fallback) and the source compiles to a function with the same free variables. The model
passes when every code object passed and its outputs and gradients equal eager mode's.
glassbox is called as its own torch integration calls it, glassbox.decompile(code,
generated=True), and the constants it names (external_values) are bound in the frame's
globals; depyf as depyf.decompile(code).

Speed: afterwards each tool decompiles the code objects of one capture run --repeats times,
in this one process, each call timed. Prints one JSON record.
"""
import argparse
import contextlib
import io
import json
import sys
import time
import warnings
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "tests" / "python"))

import torch  # noqa: E402

import corpus_functions  # noqa: E402
import peer_tools  # noqa: E402
import swap_check  # noqa: E402
import test_dynamo_matrix as matrix  # noqa: E402  (the models are the tests' own)
import test_dynamo_models as models  # noqa: E402
from glassbox.dynamo import _torch  # noqa: E402

TOLERANCE = 1e-5


# ---------------------------------------------------------------- the models

def function_case(function, as_module):
    width = 6

    def make():
        return matrix.Wrapper(function, width) if as_module else function

    return make, matrix.make_inputs(width)


def training_case(model_class, shape, target_shape):
    def make():
        torch.manual_seed(0)
        return model_class()

    generator = torch.Generator().manual_seed(1)
    return make, (torch.randn(*shape, generator=generator), torch.randn(*target_shape, generator=generator))


def cases():
    found = {}
    for name, function in sorted(matrix.BREAKS.items()):
        found["%s break, function" % name] = ("step", function_case(function, False))
        found["%s break, nn.Module" % name] = ("step", function_case(function, True))
    found["transformer block, training"] = ("train", training_case(models.TransformerBlock, (2, 5, 16), (2, 5, 16)))
    found["small CNN, training"] = ("train", training_case(models.SmallCNN, (4, 1, 16, 16), (4, 3)))
    return found


def forward_backward(target, inputs):
    """The output and the gradients of the input and of the parameters after one backward."""
    x, y = inputs
    x = x.clone().requires_grad_(True)
    parameters = list(target.parameters()) if isinstance(target, torch.nn.Module) else []
    out = target(x, y)
    out.sum().backward()
    return [out.detach(), x.grad] + [p.grad for p in parameters]


def run_case(kind, make, inputs, compiled):
    """The tensors one run gives: one forward + backward, or three training steps (losses, parameters)."""
    torch.manual_seed(0)
    model = make()
    target = torch.compile(model, backend="eager") if compiled else model
    with torch.backends.mkldnn.flags(enabled=False), contextlib.redirect_stdout(io.StringIO()):
        if kind == "step":
            return forward_backward(target, inputs)
        losses, parameters = models.train(target, *inputs)
        return [losses] + parameters


def same_tensors(expected, got):
    return len(expected) == len(got) and all(
        torch.allclose(a, b, atol=TOLERANCE, rtol=TOLERANCE) for a, b in zip(expected, got))


# ---------------------------------------------------------------- the tools

def glassbox_decompile(code):
    import glassbox
    return glassbox.decompile(code, generated=True)


def depyf_decompile(code):
    return peer_tools.load_tool("depyf")[0](code)


TOOLS = {"glassbox": glassbox_decompile, "depyf": depyf_decompile}


class ReplacingHook(object):
    """The bytecode hook: decompile, recompile, and hand back the recompiled code object."""

    def __init__(self, decompile):
        self.decompile = decompile
        self.results = []  # (code name, instructions, None or "kind: reason")
        self.codes = []

    def __call__(self, original, transformed):
        self.codes.append(transformed)
        try:
            source = swap_check.decompiled_source(self.decompile, transformed, 60)
            recompiled = swap_check.recompiled_code(source, transformed)
            bind_external_values(source, original)
        except swap_check.Failure as failure:
            self.results.append((transformed.co_name, instructions(transformed), "%s: %s" % (
                failure.kind, failure.reason)))
            return None
        self.results.append((transformed.co_name, instructions(transformed), None))
        return recompiled


def bind_external_values(source, original):
    values = getattr(source, "external_values", None)
    if not values:
        return
    frame_globals = _torch.frame_globals(original)
    if frame_globals is None:
        raise swap_check.Failure("not runnable", "the frame's globals, to bind its external constants, not found")
    frame_globals.update(values)


def instructions(code):
    return corpus_functions.instruction_count(code)


def tool_run(tool, kind, make, inputs, expected):
    """One compiled run of a model with every transformed code replaced by the tool's."""
    torch._dynamo.reset()
    hook = ReplacingHook(TOOLS[tool])
    handle = torch._dynamo.convert_frame.register_bytecode_hook(hook)
    try:
        got = run_case(kind, make, inputs, compiled=True)
        behaviour = "same as eager" if same_tensors(expected, got) else "differs from eager"
    except Exception as error:
        behaviour = "raises %s" % swap_check.error_text(error)
    finally:
        handle.remove()
    return {"codes": hook.results, "behaviour": behaviour}, hook.codes


def timings(decompile, codes, repeats):
    """[per repeat: [seconds per code object]]."""
    runs = []
    for _ in range(repeats):
        seconds = []
        for code in codes:
            start = time.perf_counter()
            try:
                decompile(code)
            except Exception:
                pass
            seconds.append(time.perf_counter() - start)
        runs.append(seconds)
    return runs


def measure(tools, repeats):
    record = {"torch": torch.__version__, "python": "%d.%d.%d" % sys.version_info[:3], "models": {},
              "timing": {}, "timed_codes": []}
    captured = []
    for name, (kind, (make, inputs)) in cases().items():
        print("  %s ..." % name, file=sys.stderr, flush=True)
        expected = run_case(kind, make, inputs, compiled=False)
        record["models"][name] = {}
        for tool in tools:
            record["models"][name][tool], codes = tool_run(tool, kind, make, inputs, expected)
            if tool == tools[0]:
                captured += codes
    torch._dynamo.reset()
    record["timed_codes"] = [(code.co_name, instructions(code)) for code in captured]
    for tool in tools:
        record["timing"][tool] = timings(TOOLS[tool], captured, repeats)
    return record


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--depyf-site", help="site-packages of a venv with depyf 0.20.0 (this Python's version)")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    tools = ["glassbox"]
    if args.depyf_site:
        sys.path.append(args.depyf_site)
        tools.append("depyf")
    warnings.simplefilter("ignore")
    stdout = sys.stdout
    sys.stdout = io.StringIO()  # the models and depyf print
    record = measure(tools, args.repeats)
    sys.stdout = stdout
    print(json.dumps(record))


if __name__ == "__main__":
    main()
