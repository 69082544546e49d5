"""Every place glassbox touches torch, each behind a check.

A torch without one of these gives less output (a function here returns None or an empty result),
never an error in the user's program. docs/torch.md lists them and how each degrades.
"""
import sys
import types

from . import graph_text


def torch_module():
    """torch, imported on first use (the package itself imports without torch)."""
    import torch
    return torch


def register_bytecode_hook(hook):
    """torch._dynamo.convert_frame.register_bytecode_hook(hook) -> a handle with .remove(); None if absent."""
    try:
        from torch._dynamo import convert_frame
    except Exception:
        return None
    register = getattr(convert_frame, "register_bytecode_hook", None)
    if register is None:
        return None
    return register(hook)


def current_compile_id():
    """(frame_id, frame_compile_id) of the compilation in progress, or None."""
    try:
        import torch._guards
        compile_id = torch._guards.CompileContext.current_compile_id()
    except Exception:
        return None
    if compile_id is None:
        return None
    return compile_id_key(compile_id)


def frame_globals(code, depth=16):
    """The globals of the frame Dynamo is converting for `code`, found on the caller stack
    (convert_frame._compile has them as a local named `globals`), or None."""
    try:
        frame = sys._getframe(2)
    except ValueError:
        return None
    while frame is not None and depth > 0:
        try:
            scope = frame.f_locals
        except Exception:
            scope = {}
        candidate = scope.get("globals")
        if scope.get("code") is code and isinstance(candidate, dict):
            return candidate
        live = scope.get("frame")
        if getattr(live, "f_code", None) is code and isinstance(getattr(live, "f_globals", None), dict):
            return live.f_globals
        frame = frame.f_back
        depth -= 1
    return None


def trace_logger():
    """torch's structured-trace logger (what TORCH_TRACE writes from), or None."""
    try:
        from torch._logging import _internal
    except Exception:
        return None
    logger = getattr(_internal, "trace_log", None)
    return logger if hasattr(logger, "addHandler") else None


_holders = {"seen": set(), "modules": 0, "namespaces": []}  # the torch modules that import trace_structured


def patch_trace_structured(make_replacement):
    """Replace torch's structured-trace function (torch._logging._internal.trace_structured) by
    make_replacement(original) wherever a loaded torch module holds it under that name; returns a
    function that puts the original back, or None if this torch has no such function. Modules
    imported later keep the original (their events still reach the trace logger's handlers)."""
    try:
        from torch._logging import _internal
    except Exception:
        return None
    original = getattr(_internal, "trace_structured", None)
    if not callable(original):
        return None
    replacement = make_replacement(original)
    # Looking through sys.modules (thousands of modules) each time would cost milliseconds per
    # block: only modules not seen before are looked at.
    if len(sys.modules) != _holders["modules"]:
        for name, module in list(sys.modules.items()):
            if name in _holders["seen"]:
                continue
            _holders["seen"].add(name)
            if not (name == "torch" or name.startswith("torch.")) or module is None:
                continue
            namespace = getattr(module, "__dict__", None)
            if isinstance(namespace, dict) and _is_trace_structured(namespace.get("trace_structured"), original):
                _holders["namespaces"].append(namespace)
        _holders["modules"] = len(sys.modules)
    patched = []
    for namespace in _holders["namespaces"]:
        if _is_trace_structured(namespace.get("trace_structured"), original):
            namespace["trace_structured"] = replacement
            patched.append(namespace)

    def restore():
        for namespace in patched:
            if namespace.get("trace_structured") is replacement:
                namespace["trace_structured"] = original
        del patched[:]
    return restore


def _is_trace_structured(value, original):
    """Whether `value` is torch's trace_structured, or a replacement of an earlier block that a module
    imported during that block took from a patched module by name (`from torch._logging import
    trace_structured`) and kept: put back too, so that its events reach the open block."""
    return value is original or (callable(value) and getattr(value, "__wrapped__", None) is original)


def compile_id_key(compile_id):
    """(frame_id, frame_compile_id) of a torch CompileId, or None."""
    frame_id = getattr(compile_id, "frame_id", None)
    if frame_id is None:
        return None
    return (frame_id, getattr(compile_id, "frame_compile_id", None))


def cache_entries(code):
    """Dynamo's cache entries for `code`, newest first, as dicts (compile_id, code, guards: list of
    predicate strings or None); None if this torch cannot list them."""
    try:
        from torch._dynamo import eval_frame
    except Exception:
        return None
    get = getattr(eval_frame, "_debug_get_cache_entry_list", None)
    if get is None:
        return None
    try:
        entries = get(code)
    except Exception:
        return None
    result = []
    for entry in entries:
        manager = getattr(entry, "guard_manager", None)
        parts = None
        for attribute in ("code_parts", "verbose_code_parts"):
            value = getattr(manager, attribute, None)
            if value:
                parts = [str(part) for part in value]
                break
        compile_id = getattr(entry, "compile_id", None)
        result.append({
            "compile_id": str(compile_id) if compile_id is not None else None,
            "code": getattr(entry, "code", None),
            "guards": parts,
        })
    return result


def graph_module_class():
    try:
        import torch.fx
        return torch.fx.GraphModule
    except Exception:
        return None


def graph_source(graph_module):
    """(source of `def forward(...)`, the globals it runs with) for a GraphModule: the code fx runs,
    written with shapes and source comments; None if fx cannot give it. The code fx generated at the
    module's last recompile, annotated by graph_text, where it has one; else fx's verbose form."""
    try:
        annotated = graph_text.annotated_source(graph_module)
    except Exception:
        annotated = None
    if annotated is not None:
        return annotated
    graph = getattr(graph_module, "graph", None)
    python_code = getattr(graph, "python_code", None)
    if python_code is None:
        return None
    attempts = (dict(verbose=True, include_stride=True, include_device=True), dict(verbose=True), {})
    for options in attempts:
        try:
            code = python_code(root_module="self", **options)
        except TypeError:
            continue
        return code.src, dict(code.globals)
    return None


def dynamo_reset():
    try:
        import torch._dynamo
        torch._dynamo.reset()
        return True
    except Exception:
        return False


def bytecode_logger():
    """The logger behind TORCH_LOGS=+bytecode (Dynamo's bytecode artifact logger), or None."""
    try:
        import torch._logging
        return torch._logging.getArtifactLogger("torch._dynamo.convert_frame", "bytecode")
    except Exception:
        return None


def is_code(value):
    return isinstance(value, types.CodeType)
