"""The code an FX graph module runs, annotated for a reader, without having fx generate it again.

fx already generated the module's code when it last recompiled it (GraphModule.code): each node on a
line of its own, `name = expression`. Asking fx for its verbose form (python_code(verbose=True))
generates the whole module again, which costs milliseconds per graph and grows with the graph (the
larger share of prepare_debug's time on big graphs). Here the reader's notes are added to the lines
fx wrote: each value's dtype, shape, stride and device as a string annotation (which Python does not
evaluate for a local variable, so the code runs as fx's does), and a comment naming the user's source
line where a run of nodes begins. Lines fx wrote are never changed otherwise.
"""
import re

_ASSIGNED = re.compile(r"^    ([A-Za-z_][A-Za-z0-9_]*) = ")
_PLAIN_PARAMETER = re.compile(r"^(\*{0,2})([A-Za-z_][A-Za-z0-9_]*)(?:\s*:\s*[A-Za-z_][A-Za-z0-9_.]*)?(\s*=.*)?$", re.S)
_FRAME_LINE = re.compile(r'^File "(.+)", line (\d+), in (.+)$')


def annotated_source(graph_module):
    """(source, globals) of the code `graph_module` runs, annotated; None when its code cannot be read
    this way (the caller then asks fx)."""
    import torch

    own = _fx_code(graph_module)
    if own is None:  # not generated yet (a lazy module: at its first call) or replaced by someone else
        return None
    code, fx_globals = own
    nodes = {node.name: node for node in graph_module.graph.nodes}
    # (the signature names a placeholder by its target: Dynamo's `L_x_`, bound to the node `l_x_`)
    parameters = {node.target: node for node in nodes.values() if node.op == "placeholder"}
    notes = _Notes(torch)
    out = []
    previous_summary = None
    signature_done = False
    for line in code.split("\n"):
        if not signature_done and line.startswith("def forward("):
            out.append(_annotated_signature(line, parameters, notes))
            signature_done = True
            continue
        match = _ASSIGNED.match(line) if signature_done else None
        node = nodes.get(match.group(1)) if match else None
        if node is None or node.op == "placeholder":
            out.append(line)
            continue
        summary = _summary(node.meta)
        if summary != previous_summary and (summary is not None or previous_summary is not None):
            out.append("")
            out.append("    # " + (summary or "No stacktrace found for following nodes"))
        previous_summary = summary
        note = notes.of(_value(node.meta))
        if note is not None:
            line = '    %s: "%s" = %s' % (match.group(1), note, line[match.end():])
        out.append(line)
    if not signature_done:
        return None
    return "\n".join(out), fx_globals


def _fx_code(graph_module):
    """(code, globals) fx generated for the module at its last recompile, if that is what it runs."""
    code = graph_module.__dict__.get("_code")
    forward = type(graph_module).__dict__.get("forward")
    function_code = getattr(forward, "__code__", None)
    fx_globals = getattr(forward, "__globals__", None)
    if not isinstance(code, str) or function_code is None or not isinstance(fx_globals, dict) or \
            not function_code.co_filename.startswith("<eval_with_key>"):
        return None
    return code, {name: value for name, value in fx_globals.items() if name != "__builtins__"}


def _value(meta):
    """What a node's metadata knows of its value (fx's order: the value, its tensor metadata, an example)."""
    value = meta.get("val")
    if value is None:
        value = meta.get("tensor_meta")
        if value is None:
            value = meta.get("example_value")
    return value


def _summary(meta):
    """The comment that says where a node comes from: the user's source line (and its recompute tag)."""
    trace = meta.get("stack_trace")
    where = _source_line(trace) if trace else None
    recompute = meta.get("recompute")
    if recompute is not None:
        where = "recompute: %s %s" % (getattr(recompute, "name", recompute), where or "")
    return where


class _Notes(object):
    """The annotation of a node's value: `f32[2, 5, 16][80, 16, 1]cpu` for a tensor, `Sym(s0)` for a
    symbolic number; None for anything else."""

    def __init__(self, torch):
        self.tensor = torch.Tensor
        self.symbolic = tuple(getattr(torch, name) for name in ("SymInt", "SymFloat", "SymBool")
                              if hasattr(torch, name))
        try:
            from torch.fx.graph import dtype_abbrs
        except Exception:
            dtype_abbrs = {}
        self.dtype_names = dtype_abbrs
        self.sparse = tuple(getattr(torch, name) for name in ("sparse_csc", "sparse_csr") if hasattr(torch, name))

    def of(self, value):
        note = self._note(value)
        return note if note is None or ('"' not in note and "\n" not in note and "\\" not in note) else None

    def _note(self, value):
        try:
            if isinstance(value, self.tensor):
                if value.layout in self.sparse:
                    return None
                dtype = self.dtype_names.get(value.dtype) or str(value.dtype).replace("torch.", "")
                return "%s%s%s%s" % (dtype, _listed(value.shape), _listed(value.stride()), value.device)
            if self.symbolic and isinstance(value, self.symbolic):
                return "Sym(%s)" % (value,)
            if type(value).__name__ == "TensorMetadata":  # (shape propagation's: no strides nor device)
                dtype = self.dtype_names.get(value.dtype) or str(value.dtype).replace("torch.", "")
                return "%s%s" % (dtype, _listed(value.shape))
        except Exception:  # a value whose layout has no strides, a subclass that refuses
            return None
        return None


def _listed(values):
    return "[%s]" % ", ".join(str(value) for value in values)


def _source_line(trace):
    """`File: path:line in function, code: text` of the innermost frame of a node's stack trace."""
    lines = trace.strip().split("\n")
    for index in range(len(lines) - 2, -1, -1):
        match = _FRAME_LINE.match(lines[index].strip())
        if match:
            return "File: %s:%s in %s, code: %s" % (match.group(1), match.group(2), match.group(3),
                                                    lines[index + 1].strip())
    return None


def _annotated_signature(line, parameters, notes):
    """`def forward(self, ...)` with each placeholder that holds a tensor annotated by its value."""
    opening = line.index("(")
    closing = _matching_parenthesis(line, opening)
    if closing is None:
        return line
    changed = []
    for parameter in _top_level_split(line[opening + 1:closing]):
        text = parameter.strip()
        match = _PLAIN_PARAMETER.match(text)
        node = parameters.get(match.group(2)) if match and not match.group(1) else None
        note = notes.of(_value(node.meta)) if node is not None else None
        if note is None:
            changed.append(text)
            continue
        changed.append('%s: "%s"%s' % (match.group(2), note, (" " + match.group(3).strip()) if match.group(3) else ""))
    return line[:opening + 1] + ", ".join(changed) + line[closing:]


def _outside_strings(text, start=0):
    """(index, character, bracket depth after it) of each character of `text` from `start` that is
    outside string literals (the quotes themselves included)."""
    depth, quote = 0, None
    for index in range(start, len(text)):
        char = text[index]
        if quote:
            if char == quote and text[index - 1] != "\\":
                quote = None
            continue
        if char in "'\"":
            quote = char
        elif char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        yield index, char, depth


def _matching_parenthesis(text, opening):
    for index, char, depth in _outside_strings(text, opening):
        if char in ")]}" and depth == 0:
            return index
    return None


def _top_level_split(text):
    """`text` split at the commas outside brackets and strings."""
    parts, start = [], 0
    for index, char, depth in _outside_strings(text):
        if char == "," and depth == 0:
            parts.append(text[start:index])
            start = index + 1
    if text[start:].strip():
        parts.append(text[start:])
    return parts
