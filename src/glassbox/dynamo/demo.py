"""`python -m glassbox demo`: compile a small model with graph breaks under prepare_debug and show the dump."""
import argparse
import os
import sys
import tempfile
import warnings


def build_model():
    import torch

    class SmallNet(torch.nn.Module):
        """Two graph breaks: a print, and an `if` on a tensor's value."""

        def __init__(self):
            super().__init__()
            self.linear1 = torch.nn.Linear(8, 16)
            self.linear2 = torch.nn.Linear(16, 4)

        def forward(self, x):
            hidden = torch.relu(self.linear1(x))
            print("glassbox demo: a graph break")
            if hidden.sum() > 0:
                hidden = hidden * 2
            return self.linear2(hidden).softmax(-1)

    return SmallNet()


KINDS = (
    ("transformed code (Dynamo's bytecode, decompiled)", lambda n: n.startswith("__transformed_code_") and n.endswith(".py")),
    ("guards", lambda n: n.endswith(".guards.txt")),
    ("captured FX graphs", lambda n: "_captured_graph" in n),
    ("AOT forward/backward/inference graphs", lambda n: any(s in n for s in ("_forward_graph", "_backward_graph",
                                                                              "_inference_graph", "_joint_graph"))),
    ("Inductor post-grad graphs", lambda n: "_post_grad_graph" in n),
    ("Inductor output code", lambda n: "_inductor_output_code" in n),
    ("full code per function", lambda n: n.startswith("full_code_for_")),
    ("index", lambda n: n == "index.md"),
)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m glassbox demo",
                                     description="Compile a small model with graph breaks under "
                                                 "glassbox.prepare_debug and show what was dumped.")
    parser.add_argument("--out", help="dump directory (default: a new temporary directory)")
    parser.add_argument("--backend", default="aot_eager", help="torch.compile backend (default: aot_eager)")
    args = parser.parse_args(argv)
    try:
        import torch
    except ImportError:
        print("glassbox demo: torch is not installed (pip install torch)", file=sys.stderr)
        return 2
    from . import api

    out = os.path.abspath(args.out or tempfile.mkdtemp(prefix="glassbox-demo-"))
    torch.manual_seed(0)
    model = build_model()
    compiled = torch.compile(model, backend=args.backend)
    x = torch.randn(3, 8)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with api.prepare_debug(out):
            result = compiled(x)
    expected = model(x)
    print()
    print("torch.compile(backend=%r) of a small model with two graph breaks; same result as eager: %s"
          % (args.backend, bool(torch.allclose(result, expected, atol=1e-6))))
    print("dumped into %s" % out)
    names = sorted(os.listdir(out))
    for title, test in KINDS:
        chosen = [n for n in names if test(n)]
        if chosen:
            print("  %-48s %s" % (title + ":", ", ".join(chosen[:4]) + (" ..." if len(chosen) > 4 else "")))
    for warning in caught:
        if "glassbox" in str(warning.message):
            print("warning: %s" % warning.message)
    candidates = [n for n in names if n.startswith("__transformed_code_") and n.endswith(".py")]
    texts = {}
    for name in candidates:
        with open(os.path.join(out, name), encoding="utf-8") as handle:
            texts[name] = handle.read().split("\n\n# ---- the original function")[0].rstrip()
    clean = [n for n in candidates if "# glassbox: " not in texts[n] and "could not decompile" not in texts[n]]
    shown = (clean or [n for n in candidates if n.endswith("_for_forward.py")] or candidates or [None])[0]
    if shown:
        lines = texts[shown].split("\n")
        print()
        print("---- %s ----" % shown)
        print("\n".join(lines[:40]))
        if len(lines) > 40:
            print("... (%d more lines)" % (len(lines) - 40))
    print()
    print("Next: read %s, or run the model under `with glassbox.debug():` and set breakpoints in these files."
          % os.path.join(out, "index.md"))
    return 0
