"""One dump session: the hooks into torch that write the files of prepare_debug and make debug() run them.

Three hooks, all removed when the session closes:
- Dynamo's bytecode hook (public): each converted frame's transformed code, decompiled, to a file; under
  debug(), the code compiled from that file is returned to Dynamo, which caches and runs it.
- a handler on torch's structured-trace logger (what TORCH_TRACE writes from, but no TORCH_TRACE file):
  the graphs of each compilation (Dynamo's, AOT forward/backward, post-grad), Inductor's output code and
  the guard tree.
- a wrapper around the public torch.fx.GraphModule.recompile: a dumped graph module whose code changes
  (AOT's boxed calling convention) gets its file again; under debug(), its forward is compiled from it.

Nothing raised inside a hook reaches torch: every hook catches everything and warns.

Outside debug(), each frame is decompiled and its text rendered by a worker thread (background.py)
while torch goes on, and the files are written when the block ends (a file write gives up the GIL several
times, each costing the worker a wait for it while torch runs). Under debug() all is done at once: Dynamo
needs the code compiled from the file before it goes on.
"""
import hashlib
import linecache
import logging
import os
import re
import sys
import threading
import traceback
import types
import warnings
import weakref

from . import _torch, files, render
from .background import Background
from .decompiling import cells_read_as_values, decompile_code, disassembly
from .full_code import FullCodeWriter

# Structured-trace event or artifact name -> (file stage, title, local names of the GraphModule at the call site).
STAGES = {
    "dynamo_output_graph": ("captured_graph", "the FX graph TorchDynamo captured", ("gm",)),
    "aot_joint_graph": ("joint_graph", "the AOT joint forward+backward graph", ()),
    "aot_forward_graph": ("forward_graph", "the AOT forward graph", ("fw_module",)),
    "aot_backward_graph": ("backward_graph", "the AOT backward graph", ("bw_module",)),
    "aot_inference_graph": ("inference_graph", "the AOT inference graph", ("fw_module",)),
    "inductor_post_grad_graph": ("post_grad_graph", "the graph Inductor generates code for (post-grad)", ()),
    "inductor_output_code": ("inductor_output_code", "the module Inductor generated", ()),
    "dynamo_cpp_guards_str": ("guards", "the guard tree", ()),
}
RESUME_PREFIX = "torch_dynamo_resume_in_"
_COMPILED_FN = re.compile(r"^(__compiled_fn_\d+)")
# torch 2.13+ names a graph __compiled_fn_<n>_<uuid4 with _ for ->: new in every process.
_GRAPH_UUID = re.compile(r"(__compiled_fn_\d+)_[0-9a-f]{8}_[0-9a-f]{4}_[0-9a-f]{4}_[0-9a-f]{4}_[0-9a-f]{12}")
_RESERVED = {"rank", "compiled_autograd_id", "frame_id", "frame_compile_id", "attempt", "severity",
             "timestamp", "pathname", "thread", "subgraph_name", "has_payload", "stack"}


def warn(message):
    warnings.warn("glassbox: " + message, RuntimeWarning, stacklevel=3)


def has_source_file(code):
    """Whether the source of `code` is in a file a reader can open (then the dump points to it rather
    than decompiling the original too: a second decompile per frame). Dynamo's resume functions name
    the file of the function they resume, but have no source in it."""
    filename = code.co_filename
    if not filename or filename.startswith("<"):
        return False
    try:
        return bool(linecache.getlines(filename))
    except Exception:
        return False


def without_graph_uuids(text):
    """`text` with the uuid of every graph name dropped: what makes two runs' transformed code the same."""
    return _GRAPH_UUID.sub(r"\1", text)


def fn_label(compiled_fn_name):
    """__compiled_fn_5 for __compiled_fn_5 or __compiled_fn_5_<uuid>."""
    match = _COMPILED_FN.match(compiled_fn_name or "")
    return match.group(1) if match else files.safe_name(compiled_fn_name or "graph")


class FrameRecord(object):
    """One frame Dynamo converted while the session was open."""

    def __init__(self, original, transformed, key):
        self.original = original
        self.transformed = transformed
        self.returned = None  # the file-backed code handed to Dynamo under debug()
        self.key = key
        self.compile_id = "%s/%s" % key if key else "?"
        self.fn_name = original.co_name
        self.path = None
        self.reason = None  # why the dumped source is not what runs
        self.cells = []  # closure cells Dynamo's code passes as values, which the source would not
        self.decompiled = None
        self.file_source = None  # (the decompiled source as its file holds it, whether a closure def wraps it)
        self.text = None  # the text rendered for self.path (the file may hold an earlier run's equivalent)
        self.original_decompiled = None
        self.compiled_fns = [n for n in transformed.co_names if n.startswith("__compiled_fn")]
        self.resume_names = [n for n in transformed.co_names if n.startswith("__resume_at")]
        self.resume_codes = {}
        self.guard_tree = None
        self.guards_path = None
        self.extra_paths = []
        self.failure = None  # why the worker could not decompile it or render its file

    @property
    def is_resume(self):
        return self.fn_name.startswith(RESUME_PREFIX)

    def running_code(self):
        return self.returned if self.returned is not None else self.transformed


class GraphFile(object):
    def __init__(self, key, fn, stage, title, path, created):
        self.key = key
        self.fn = fn
        self.stage = stage
        self.title = title
        self.path = path
        self.created = created


class _TraceHandler(logging.Handler):
    def __init__(self, session):
        super().__init__(logging.DEBUG)
        self.session = session

    def emit(self, record):
        try:
            self.session.on_trace_record(record)
        except Exception as error:
            self.session.hook_failed("reading a compilation artifact", error)

    def handleError(self, record):  # never print logging's own tracebacks into the user's program
        pass


class Session(FullCodeWriter):
    """The state of one prepare_debug (or debug()) block; see the module docstring."""

    def __init__(self, dump_dir, clean_wild_fx_code=True, log_bytecode=False, guard_tree=False):
        self.dump_dir = os.path.abspath(os.fspath(dump_dir))
        os.makedirs(self.dump_dir, exist_ok=True)
        self.clean_wild_fx_code = clean_wild_fx_code
        self.log_bytecode = log_bytecode
        self.guard_tree = guard_tree
        self.debugging = False
        self.records = []
        self.by_key = {}
        self.graph_files = []
        self.original_sources = {}  # original code object -> its decompiled source
        self.pending_graphs = []  # (GraphFile, GraphModule, payload) written when the block ends
        self.current_fn = {}  # compile key -> the __compiled_fn name its latest captured graph got
        self.pending_guards = {}
        self.graph_modules = weakref.WeakKeyDictionary()  # GraphModule -> [GraphFile, globals-or-None]
        self.hijacked = weakref.WeakKeyDictionary()  # GraphModule -> path its forward comes from
        self.full_code_paths = {}
        self.wild_paths = []
        self.lock = threading.RLock()
        self.failures = 0
        self.background = Background()
        self.deferred = []  # (what, function, args): file writes left for the end of the block
        self._handle = None
        self._trace_logger = None
        self._trace_handler = None
        self._restore_trace = None
        self._recompile_original = None
        self._recompile_wrapper = None

    # ------------------------------------------------------------ opening and closing

    def open(self):
        self._handle = _torch.register_bytecode_hook(self.bytecode_hook)
        if self._handle is None:
            warn("this torch has no torch._dynamo.convert_frame.register_bytecode_hook: nothing is dumped")
            return self
        logger = _torch.trace_logger()
        if logger is not None:
            self._trace_logger = logger
            self._trace_handler = _TraceHandler(self)
            self._trace_level = None
            if logger.level == logging.NOTSET or logger.level > logging.DEBUG:
                # torch keeps this logger at DEBUG and decides by whether it has handlers; if that
                # changed, lower it for the session only.
                self._trace_level = logger.level
                logger.setLevel(logging.DEBUG)
            logger.addHandler(self._trace_handler)
            # With a handler on the trace logger torch renders every event (tensor descriptions,
            # timings, metrics, graph texts) before asking a handler. Unless someone else also
            # listens (TORCH_TRACE), glassbox takes the events it dumps straight from the call and
            # lets torch skip the rest, as it does with no handler.
            self._restore_trace = _torch.patch_trace_structured(self._trace_filter)
        else:
            warn("this torch has no structured trace logger (torch._logging._internal.trace_log): "
                 "graphs, Inductor code and guard trees are not dumped")
        graph_module = _torch.graph_module_class()
        if graph_module is not None and callable(getattr(graph_module, "recompile", None)):
            original = graph_module.recompile
            session = self

            def recompile(gm, *args, **kwargs):
                result = original(gm, *args, **kwargs)
                try:
                    session.on_recompile(gm)
                except Exception as error:
                    session.hook_failed("following a graph module's recompile", error)
                return result

            recompile.__wrapped__ = original
            recompile.__doc__ = original.__doc__
            graph_module.recompile = recompile
            self._recompile_original = original
            self._recompile_wrapper = recompile
        return self

    def close(self):
        if self._handle is not None:
            self._handle.remove()
            self._handle = None
        if self._restore_trace is not None:
            self._restore_trace()
            self._restore_trace = None
        if self._trace_logger is not None:
            self._trace_logger.removeHandler(self._trace_handler)
            if self._trace_level is not None:
                self._trace_logger.setLevel(self._trace_level)
            self._trace_logger = None
        graph_module = _torch.graph_module_class()
        if self._recompile_wrapper is not None and graph_module is not None:
            if graph_module.__dict__.get("recompile") is self._recompile_wrapper:
                graph_module.recompile = self._recompile_original
            self._recompile_wrapper = None
        try:
            self.finish()
        except Exception as error:
            self.hook_failed("writing the full code and the index", error)
        self.release_messages()

    def finish(self):
        """Write the full code files (with the guards of every cache entry) and the index; remove
        graph files that belong to no dumped frame (clean_wild_fx_code)."""
        self.write_deferred()
        with self.lock:
            dumped_keys = set(self.by_key)
            self.write_pending_graphs(keep=dumped_keys if self.clean_wild_fx_code else None)
        self.write_deferred()
        with self.lock:
            if self.clean_wild_fx_code:
                kept = []
                for graph in self.graph_files:
                    if graph.key in dumped_keys or graph.key is None:
                        kept.append(graph)
                    elif graph.created and all(g.path != graph.path for g in kept):
                        try:
                            os.unlink(graph.path)
                        except OSError:
                            pass
                self.graph_files = kept
            self.write_full_code()
            self.write_index()

    def hook_failed(self, what, error):
        self.failures += 1
        detail = "".join(traceback.format_exception_only(type(error), error)).strip()
        self.say("an error while %s was caught, torch goes on unchanged: %s" % (what, detail))

    # ------------------------------------------------------------ work left to the worker thread

    def say(self, message):
        """A glassbox warning; one from the worker thread is raised later on the program's thread."""
        if self.background.on_worker():
            self.background.say(message)
        else:
            warn(message)

    def release_messages(self):
        for message in self.background.take_messages():
            warn(message)

    def settle(self):
        """Wait until the worker has done all the work given to it, and raise its warnings."""
        self.background.wait()
        self.release_messages()

    def later(self, what, function, *args):
        """function(*args) when the block ends (write_deferred), an error becoming a warning about
        `what`; under debug() at once (after the work left before), an error going up to the hook."""
        if self.debugging:
            self.write_deferred()
            function(*args)
        else:
            self.deferred.append((what, function, args))

    def write_deferred(self):
        """Do the work `later` left, in order, once the worker has decompiled every frame."""
        self.settle()
        while self.deferred:
            what, function, args = self.deferred.pop(0)
            try:
                function(*args)
            except Exception as error:
                self.hook_failed(what, error)

    # ------------------------------------------------------------ Dynamo's bytecode hook

    def bytecode_hook(self, code, out_code):
        try:
            self.release_messages()
            with self.lock:
                return self.on_frame(code, out_code)
        except Exception as error:
            self.hook_failed("dumping the code of %s" % getattr(code, "co_name", "?"), error)
            return None

    def on_frame(self, code, out_code):
        key = _torch.current_compile_id()
        frame_globals = _torch.frame_globals(code)
        record = FrameRecord(code, out_code, key)
        if frame_globals is not None:
            for name in record.resume_names:
                resume_code = getattr(frame_globals.get(name), "__code__", None)
                if isinstance(resume_code, types.CodeType):
                    record.resume_codes[name] = resume_code
        if not self.debugging:
            self.records.append(record)
            if key is not None:
                self.by_key[key] = record
            guards = self.pending_guards.pop(key, None) if key is not None else None
            self.background.submit(self.decompile_frame_beside, record)
            self.deferred.append(("dumping the code of %s" % record.fn_name, self.write_frame_files, (record, guards)))
            return None
        self.write_deferred()
        self.decompile_frame(record)
        usable = self.write_frame_file(record)
        if usable:
            returned, why = self.file_backed_code(record, record.decompiled, frame_globals)
            if returned is None:
                record.reason = "not run from the file under debug(): " + why
                warn("debug(): %s runs Dynamo's own code, not %s: %s" % (code.co_name, record.path, why))
            record.returned = returned
        if self.log_bytecode:
            self.write_bytecode(record)
        self.records.append(record)
        if key is not None:
            self.by_key[key] = record
            if key in self.pending_guards:
                self.write_guards(record, self.pending_guards.pop(key))
        # Someone stepping through the dump may look at the overview now; otherwise it is written
        # once, when the block ends (close()), with every frame and guard in it.
        self.write_full_code(only=record)
        self.write_index()
        return record.returned

    def decompile_frame_beside(self, record):
        """The worker's part of a frame converted outside debug(): decompile it, render its file."""
        try:
            self.decompile_frame(record)
        except Exception as error:
            record.failure = error

    def write_frame_files(self, record, guards):
        """The files of a frame the worker decompiled (at the end of the block). A frame whose file
        could not be written is forgotten, as if the hook had failed at once."""
        try:
            if record.failure is not None:
                raise record.failure
            self.write_frame_file(record)
            if self.log_bytecode:
                self.write_bytecode(record)
        except Exception as error:
            if record in self.records:
                self.records.remove(record)
            if self.by_key.get(record.key) is record:
                self.by_key.pop(record.key, None)
            self.hook_failed("dumping the code of %s" % record.fn_name, error)
            return
        if guards is not None:
            try:
                self.write_guards(record, guards)
            except Exception as error:
                self.hook_failed("writing the guards of %s" % record.fn_name, error)

    def decompile_frame(self, record):
        """Decompile the frame's transformed code (and its original) and render the text of its file."""
        code, out_code = record.original, record.transformed
        decompiled = decompile_code(out_code)
        record.decompiled = decompiled
        if not has_source_file(code) or record.is_resume:
            # The same function is converted again for each recompilation: its source is decompiled once.
            cached = self.original_sources.get(code)
            if cached is None:
                cached = self.original_sources[code] = decompile_code(code)
            record.original_decompiled = cached
        printable = decompiled.source is not None
        if printable:
            # A closure's source compiles inside the def that gives it its free variables (a
            # `nonlocal` needs the binding), as its file holds it.
            record.file_source = render.source_in_closure(decompiled.source, out_code)
            error = render.compiles(record.file_source[0])
            if error:
                decompiled.error = "the decompiled source does not compile: " + error
                printable = False
        usable = decompiled.ok
        if not usable:
            record.reason = "could not decompile it: " + (decompiled.reason() or "unknown reason")
        elif not decompiled.generated:
            record.reason = decompiled.reason() + "; the source may not be exact"
        else:
            record.cells = cells_read_as_values(out_code)
            if record.cells:
                record.reason = ("Dynamo's code passes the closure cells of %s as values (to a resume function), "
                                 "where this source reads the variables' values: it is not exact"
                                 % ", ".join(record.cells))
        text = render.transformed_file(record, decompiled if printable else None, record.original_decompiled,
                                       disassembly(out_code) if record.reason else None)
        record.text = text

    def write_frame_file(self, record):
        """Write the text decompile_frame rendered; whether the source is usable."""
        code = record.original
        stem = files.safe_name(code.co_name)
        # A file of an earlier run that differs only in the graphs' uuids is this code's file too; under
        # debug() the code is compiled from this run's text (same lines), see file_backed_code.
        record.path = files.write_numbered(self.dump_dir, lambda n: "__transformed_code_%d_for_%s.py" % (n, stem),
                                           record.text, normalize=without_graph_uuids)
        usable = record.decompiled.ok
        if not usable:
            self.say("the code TorchDynamo runs for %s %s; Dynamo's own code keeps running; see %s"
                     % (code.co_name, record.reason, record.path))
        return usable

    def file_backed_code(self, record, decompiled, frame_globals):
        """(code compiled from the dumped file, None) or (None, why not)."""
        if not decompiled.runnable:
            return None, decompiled.reason() or "the source is not known to be runnable"
        if record.cells:
            return None, record.reason
        out_code = record.transformed
        # This run's text, not the file's: a file reused from another run names the graphs with that
        # run's uuids (on the same lines).
        module = compile(record.text, record.path, "exec", dont_inherit=True)
        candidates = _functions_named(module, out_code.co_name)
        if len(candidates) != 1:
            return None, "the file defines %d functions named %s" % (len(candidates), out_code.co_name)
        new = candidates[0]
        for attribute in ("co_freevars", "co_cellvars", "co_argcount", "co_kwonlyargcount",
                          "co_posonlyargcount"):
            if getattr(new, attribute, None) != getattr(out_code, attribute, None):
                return None, "%s differs (%r in the file, %r in Dynamo's code)" % (
                    attribute, getattr(new, attribute, None), getattr(out_code, attribute, None))
        if (new.co_flags ^ out_code.co_flags) & 0x0C:
            return None, "*args/**kwargs differ"
        count = out_code.co_argcount + out_code.co_kwonlyargcount + bool(out_code.co_flags & 0x04) + bool(
            out_code.co_flags & 0x08)
        if new.co_varnames[:count] != out_code.co_varnames[:count]:
            return None, "the parameters differ"
        if decompiled.external_values:
            if frame_globals is None:
                return None, "the frame's globals, where its constants with no literal go, were not found"
            for name, value in decompiled.external_values.items():
                if name in frame_globals and frame_globals[name] is not value:
                    return None, "the name %s is already bound to another object in the globals" % name
            frame_globals.update(decompiled.external_values)
        return new, None

    def write_bytecode(self, record):
        parts = ["# original bytecode of %s\n" % record.fn_name, render.commented(disassembly(record.original)),
                 "\n# TorchDynamo's transformed bytecode\n", render.commented(disassembly(record.transformed))]
        if record.returned is not None:
            parts += ["\n# the bytecode compiled from %s, which runs instead\n" % os.path.basename(record.path),
                      render.commented(disassembly(record.returned))]
        path = record.path[:-3] + ".bytecode.txt"
        files.replace(path, "".join(parts))
        record.extra_paths.append(path)

    def write_guards(self, record, guard_tree):
        """The .guards.txt of a dumped frame: the predicates of its cache entry, in the order Dynamo
        checks them; torch's guard tree (guard_tree(): its text, or None) where the session asks for
        it or this torch lists no predicates. (Rendering the tree costs about 0.5 ms a cache entry,
        a share of a small compilation; the predicates are there already.)"""
        predicates = None if self.guard_tree else self.guard_predicates(record)
        if predicates is None:
            tree = guard_tree()
            if tree is None:
                return
            record.guard_tree = tree
        if record.path is None:  # its frame could not be dumped
            return
        record.guards_path = record.path[:-3] + ".guards.txt"
        title = "# guards of %s, compile %s (checked before running %s)\n" % (
            record.fn_name, record.compile_id, os.path.basename(record.path))
        if predicates is None:
            body = record.guard_tree
        else:
            body = ("# each line must hold, in this order; prepare_debug(..., guard_tree=True) writes "
                    "Dynamo's guard tree instead\n" + "".join(" ".join(p.split("\n")) + "\n" for p in predicates))
        files.replace(record.guards_path, title + body)

    @staticmethod
    def guard_predicates(record):
        """The guard predicates of the cache entry that runs the record's code; None where unknown
        (this torch lists no guards, or the entry is not in the cache yet or any more)."""
        entries = _torch.cache_entries(record.original)
        for entry in entries or ():
            if entry["code"] is not None and entry["code"] in (record.transformed, record.returned):
                return entry["guards"]
        return None

    # ------------------------------------------------------------ the structured trace

    def _trace_filter(self, original):
        """What replaces torch's trace_structured during the session (see open())."""
        session = self

        def trace_structured(name, metadata_fn=dict, **options):
            if session._restore_trace is None:  # kept by a module imported during the block, which has ended
                return original(name, metadata_fn, **options)
            try:
                handlers = session._trace_logger.handlers if session._trace_logger is not None else ()
                if any(handler is not session._trace_handler for handler in handlers):
                    listened = True  # another handler wants every event: torch renders them as usual
                else:
                    listened = False
                    event = name
                    if name == "artifact":
                        metadata = metadata_fn()
                        event = metadata.get("name") if isinstance(metadata, dict) else None
                    stage = STAGES.get(event)
            except Exception:
                listened = True
            if listened:
                return original(name, metadata_fn, **options)
            if stage is None:
                return None
            try:
                session.on_direct_event(stage, sys._getframe(1), options)
            except Exception as error:
                session.hook_failed("reading a compilation artifact", error)
            return None

        trace_structured.__wrapped__ = original
        trace_structured.__doc__ = original.__doc__
        return trace_structured

    def on_direct_event(self, stage, caller, options):
        """An event of STAGES, taken from torch's call of trace_structured (caller: the calling frame)."""
        compile_id = options.get("compile_id")
        key = _torch.compile_id_key(compile_id) if compile_id is not None else _torch.current_compile_id()
        graph_module = fn_name = None
        if stage[2]:
            graph_module, fn_name = _graph_module_in(caller.f_locals, stage[2])
        payload_fn = options.get("payload_fn")

        def payload():  # rendered only when the file needs it
            value = payload_fn() if callable(payload_fn) else None
            return value if isinstance(value, str) else None
        self.on_stage(key, stage, payload, graph_module, fn_name)

    def on_trace_record(self, log_record):
        metadata = getattr(log_record, "metadata", None)
        if not isinstance(metadata, dict):
            return
        names = [k for k in metadata if k not in _RESERVED]
        if not names:
            return
        event = names[0]
        if event == "artifact" and isinstance(metadata[event], dict):
            event = metadata[event].get("name")
        stage = STAGES.get(event)
        if stage is None:
            return
        payload = getattr(log_record, "payload", None)
        if not isinstance(payload, str):
            return
        key = (metadata["frame_id"], metadata.get("frame_compile_id")) if "frame_id" in metadata else None
        graph_module = fn_name = None
        if stage[2]:
            graph_module, fn_name = _caller_graph_module(stage[2])
        self.on_stage(key, stage, lambda: payload, graph_module, fn_name)

    def on_stage(self, key, stage, payload, graph_module, fn_name):
        """One artifact of compilation `key`; payload() gives torch's text of it (or None)."""
        self.release_messages()
        with self.lock:
            if stage[0] == "guards":
                # Torch renders the guard tree only when asked (payload()): write_guards decides.
                record = self.by_key.get(key)
                if record is not None:
                    self.later("writing the guards of %s" % record.fn_name, self.write_guards, record, payload)
                elif key is not None:
                    self.pending_guards[key] = payload
                return
            self.on_graph(key, stage, payload, graph_module, fn_name)

    def on_graph(self, key, stage, payload, graph_module, fn_name=None):
        stage_name, title, _ = stage
        if stage_name == "captured_graph":
            # torch 2.13+: gm.meta["backend_id"]; torch 2.6: the caller's local `name`.
            backend_id = getattr(graph_module, "meta", {}).get("backend_id") if graph_module is not None else None
            backend_id = backend_id or fn_name
            if backend_id:
                self.current_fn[key] = backend_id
        fn = self.current_fn.get(key)
        label = fn_label(fn) if fn else ("__graph_of_compile_%s_%s" % key if key else "__graph")
        graph = GraphFile(key, fn, stage_name, title, None, False)
        graph.label = label
        if graph_module is not None and not self.debugging:
            # Written when the block ends, from the module's code then: fx generates it once, not
            # again after each recompile (AOT's boxed calling convention), and only for graphs kept.
            self.pending_graphs.append((graph, graph_module, payload))
            self.graph_modules[graph_module] = [graph, None]
            self.graph_files.append(graph)
            return
        self.graph_files.append(graph)
        if not self.write_graph(graph, graph_module, payload):
            self.graph_files.remove(graph)

    def write_graph(self, graph, graph_module, payload):
        """Have the file of `graph` written from the module's code (else torch's text of it); under
        debug(), make the module run from it. False if there is no text."""
        source = _torch.graph_source(graph_module) if graph_module is not None else None
        body = source[0] if source is not None else payload()
        if body is None:
            return False
        if source is None and graph.stage != "inductor_output_code":
            body = render.readable_graph_text(body)
        if graph.stage == "inductor_output_code":
            text = "# glassbox: %s for %s\n%s" % (graph.title, graph.label, body)
        else:
            text = render.graph_file(graph.title, graph.label, body)
        hijacked = None
        if graph_module is not None and source is not None:
            self.graph_modules[graph_module] = [graph, source[1]]
            if self.debugging:
                hijacked = graph_module
        self.later("writing the file of %s" % graph.label, self.write_graph_file, graph, text, hijacked,
                   source[1] if source is not None else None)
        return True

    def write_graph_file(self, graph, text, hijacked=None, fx_globals=None):
        """Write the file of `graph` (else forget the graph); make the GraphModule `hijacked` run from it."""
        try:
            graph.path, graph.created = self.write_graph_text(graph.label, graph.stage, text)
        except Exception:
            if graph in self.graph_files:
                self.graph_files.remove(graph)
            raise
        if hijacked is not None:
            self.hijack_graph(hijacked, graph.path, text, fx_globals)

    def write_pending_graphs(self, keep=None):
        """Write the graphs whose files wait for the end of the block (those of a compilation in
        `keep`, if given; the others are dropped)."""
        pending, self.pending_graphs = self.pending_graphs, []
        for graph, graph_module, payload in pending:
            if keep is not None and graph.key is not None and graph.key not in keep:
                self.graph_files.remove(graph)
                continue
            if not self.write_graph(graph, graph_module, payload):
                self.graph_files.remove(graph)

    @staticmethod
    def graph_name(label, stage_name):
        stem = "%s_%s" % (label, stage_name)
        return lambda n: stem + (".py" if n == 0 else ".%d.py" % n)

    def write_graph_text(self, label, stage_name, text):
        """(path, created) of the graph file holding `text`."""
        return files.write_numbered(self.dump_dir, self.graph_name(label, stage_name), text, report=True)

    def on_recompile(self, graph_module):
        with self.lock:
            entry = self.graph_modules.get(graph_module)
            if entry is None:
                if not self.clean_wild_fx_code:
                    self.write_wild(graph_module)
                return
            graph, _ = entry
            if graph.path is None:  # its file is written when the block ends
                return
            source = _torch.graph_source(graph_module)
            if source is None:
                return
            text = render.graph_file(graph.title, graph.label, source[0])
            with open(graph.path, "r", encoding="utf-8") as handle:
                unchanged = handle.read() == text
            if not unchanged:
                # The module's code changed (AOT's boxed calling convention, a pass): the file follows.
                # A file this session created is rewritten in place, unless an identical one exists.
                old, old_created = graph.path, graph.created
                shared = any(g.path == old for g in self.graph_files if g is not graph)
                same = files.find_same(self.dump_dir, self.graph_name(graph.label, graph.stage), text)
                if same is not None:
                    graph.path, graph.created = same, False
                elif old_created and not shared:
                    files.replace(old, text)
                else:
                    graph.path, graph.created = self.write_graph_text(graph.label, graph.stage, text)
                if old_created and not shared and graph.path != old:
                    try:
                        os.unlink(old)
                    except OSError:
                        pass
            entry[1] = source[1]
            if self.debugging:
                self.hijack_graph(graph_module, graph.path, text, source[1])

    def hijack_graph(self, graph_module, path, text, fx_globals):
        """Make the module's forward the function compiled from `path` (with fx's own globals)."""
        namespace = dict(fx_globals)
        exec(compile(text, path, "exec", dont_inherit=True), namespace)
        forward = namespace.get("forward")
        if not callable(forward):
            warn("debug(): %s defines no forward; the graph runs fx's code" % path)
            return
        type(graph_module).forward = forward
        self.hijacked[graph_module] = path

    def write_wild(self, graph_module):
        source = _torch.graph_source(graph_module)
        if source is None:
            return
        digest = hashlib.sha1(source[0].encode("utf-8")).hexdigest()[:12]
        text = render.graph_file("an FX graph module's code (not tied to a dumped frame)", "fx", source[0])
        path = files.write_numbered(self.dump_dir, lambda n: "__fx_graph_code_%s%s.py" % (
            digest, "" if n == 0 else "_%d" % n), text)
        if path not in self.wild_paths:
            self.wild_paths.append(path)


def _graph_module_in(scope, preferred_names):
    """(GraphModule, compiled-function name) among the locals `scope` of the code logging a graph: the
    GraphModule is its local named one of `preferred_names`, else its only GraphModule local; the name
    is its local `name` when that is a `__compiled_fn_…` string (torch 2.6's
    OutputGraph.compile_and_call_fx_graph, whose GraphModule carries no backend_id). Each may be None."""
    graph_module_class = _torch.graph_module_class()
    if graph_module_class is None:
        return None, None
    fn_name = scope.get("name")
    if not (isinstance(fn_name, str) and fn_name.startswith("__compiled_fn")):
        fn_name = None
    for name in preferred_names:
        if isinstance(scope.get(name), graph_module_class):
            return scope[name], fn_name
    found = [v for v in scope.values() if isinstance(v, graph_module_class)]
    return (found[0] if len(found) == 1 else None), fn_name


def _caller_graph_module(preferred_names, depth=24):
    """_graph_module_in() of the code that called trace_structured (found on the stack: glassbox's own
    trace_structured of the session, if it is between, is passed over)."""
    frame = sys._getframe(1)
    while frame is not None and depth > 0:
        if frame.f_code.co_name == "trace_structured":
            caller = frame.f_back
            while caller is not None and caller.f_code.co_name == "trace_structured":
                caller = caller.f_back
            if caller is None:
                return None, None
            return _graph_module_in(caller.f_locals, preferred_names)
        frame = frame.f_back
        depth -= 1
    return None, None


def _functions_named(module_code, name):
    """The code objects of functions named `name` defined at the top of a module, or one level inside
    a def (the closure wrapper of render.with_closure)."""
    found = []
    for constant in module_code.co_consts:
        if not isinstance(constant, types.CodeType):
            continue
        if constant.co_name == name:
            found.append(constant)
        elif constant.co_name.startswith("__glassbox_closure_for_"):
            found.extend(c for c in constant.co_consts if isinstance(c, types.CodeType) and c.co_name == name)
    return found
