"""The worker's side of a dump session (mixed into capture.Session): which work waits for the worker,
when the worker gets it, and the jobs it runs.

At Dynamo's bytecode hook a frame's graphs are compiled; torch then builds the frame's guards and
times them (torch._dynamo.guards.profile_guard_manager), flushing the CPU caches first with the GIL
released for milliseconds. Work for the worker waits for that window (soon), where the worker runs
beside torch rather than taking turns with it for the GIL, and waking it costs torch nothing. A job
touches no state of the session that the program's thread changes while the block runs: it fills in
its FrameRecord or GraphFile, and what failed is dealt with when the block ends.
"""
from . import _torch


class WorkBeside(object):
    """Mixed into capture.Session, whose background, waiting, windows, windowless, codegen_lock and
    _restore_profiling it uses, and whose decompile_frame, write_frame_file, write_bytecode,
    write_guards, graph_text and hook_failed its jobs call."""

    def soon(self, job, *args):
        """Have the worker run job(*args) when torch next profiles guards (see guard_profiling), or
        when the program's thread waits for the worker, whichever comes first; at once if this
        torch's guard profiling is not known."""
        if self._restore_profiling is None or self.windowless:
            self.background.submit(job, *args)
        else:
            self.waiting.append((job, args))

    def hand_over(self):
        """Give the worker the jobs waiting for a window."""
        waiting, self.waiting = self.waiting, []
        for job, args in waiting:
            self.background.submit(job, *args)

    def guard_profiling(self, original):
        """What replaces torch's profile_guard_manager during the session: the same, handing the
        waiting jobs over to the worker just before torch releases the GIL (see the module's doc)."""
        session = self

        def profile_guard_manager(*args, **kwargs):
            session.windows += 1
            try:
                session.hand_over()
            except Exception:
                pass
            return original(*args, **kwargs)

        profile_guard_manager.__wrapped__ = original
        return profile_guard_manager

    def dump_frame_beside(self, record, guards, ahead):
        """The worker's part of a frame converted outside debug(): decompile it, write its file (and
        its guards, if torch gave them first), generate the code of its finished graphs `ahead`
        ((GraphFile, GraphModule) pairs). It touches no state of the session that the program's
        thread changes: a frame that fails is forgotten when the block ends (forget_if_failed)."""
        try:
            self.decompile_frame(record)
            self.write_frame_file(record)
            if self.log_bytecode:
                self.write_bytecode(record)
        except Exception as error:
            record.failure = error
        if guards is not None:
            self.write_guards_beside(record, guards)
        for graph, module in ahead:
            self.generate_graph_beside(graph, module)

    def write_guards_beside(self, record, tree):
        if record.failure is not None:
            record.guard_tree = tree
            return
        try:
            self.write_guards(record, tree)
        except Exception as error:
            self.hook_failed("writing the guards of %s" % record.fn_name, error)

    def generate_graph_beside(self, graph, module):
        """graph.source from the module, if fx writes it from values that do not change (see
        graph_is_static); else, or if anything goes wrong, it is generated when the block ends.
        FakeTensor.device reads "meta" while its fake mode runs a kernel: code naming that device is
        left to the end of the block too."""
        try:
            with self.codegen_lock:
                if graph.source is not None or not _torch.graph_is_static(module):
                    return
                before = _torch.graph_snapshot(module)
                source = _torch.graph_source(module)
                # Changed meanwhile (by torch, without a recompile yet): generated at the end.
                if source is not None and ']meta"' not in source[0] and _torch.same_snapshot(
                        before, _torch.graph_snapshot(module)):
                    graph.source, graph.snapshot = source, before
        except Exception:
            pass

    def forget_if_failed(self, record):
        """At the end of the block: a frame whose file the worker could not write is forgotten, as
        if the hook had failed at once."""
        if record.failure is None:
            return
        if record in self.records:
            self.records.remove(record)
        if self.by_key.get(record.key) is record:
            self.by_key.pop(record.key, None)
        self.hook_failed("dumping the code of %s" % record.fn_name, record.failure)

    def render_graph_beside(self, graph, body, rendered):
        try:
            rendered.append(self.graph_text(graph, body, False))
        except Exception:
            pass  # rendered when the block ends
