"""The overview files of a dump session: one full_code_for_<fn>.py per function (guards -> which
transformed code runs -> which graphs and resume functions it calls) and index.md."""
import os

from . import _torch, files, render


class FullCodeWriter(object):
    """Mixed into capture.Session, whose records, graph_files, full_code_paths and dump_dir it reads."""

    def records_for(self, code):
        return [r for r in self.records if r.original is code]

    def roots(self):
        """The original codes with a full_code file: user functions, and resume functions no dumped
        function refers to."""
        seen, roots = set(), []
        referenced = set()
        for record in self.records:
            for resume_code in record.resume_codes.values():
                referenced.add(id(resume_code))
        for record in self.records:
            code = record.original
            if id(code) in seen:
                continue
            seen.add(id(code))
            if record.is_resume and id(code) in referenced:
                continue
            roots.append(code)
        return roots

    def write_full_code(self, only=None):
        """Rewrite the full code files (only the one showing the FrameRecord `only`, if given)."""
        for code in self.roots():
            if only is not None and only not in self.all_records_under(code):
                continue
            text = self.full_code_text(code)
            path = self.full_code_paths.get(code)
            if path is None:
                path, written = self.full_code_path(code, text)
                self.full_code_paths[code] = path
                if written:
                    continue
            files.replace(path, text)

    def full_code_path(self, code, text):
        """(path, whether `text` was written to it): a new file holding `text`, or the file of the same
        function from an earlier run (to be replaced)."""
        identity = "# identity: %s %s:%s\n" % (code.co_name, code.co_filename, code.co_firstlineno)
        stem = files.safe_name(code.co_name)
        for number in range(100000):
            name = "full_code_for_%s.py" % stem if number == 0 else "full_code_for_%s_%d.py" % (stem, number)
            path = os.path.join(self.dump_dir, name)
            try:
                descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
            except FileExistsError:
                try:
                    with open(path, "r", encoding="utf-8") as handle:
                        first = handle.readline()
                        second = handle.readline()
                except OSError:
                    continue
                if identity in (first, second):  # this function's file from an earlier run: ours to replace
                    return path, False
                continue
            with os.fdopen(descriptor, "w", encoding="utf-8") as handle:
                handle.write(text)
            return path, True
        raise OSError("no free name for full_code_for_%s" % stem)

    def full_code_text(self, code):
        out = ["# glassbox: what torch.compile runs when %s is called (%s)" % (code.co_name, render.location(code)),
               "# identity: %s %s:%s" % (code.co_name, code.co_filename, code.co_firstlineno),
               "# TorchDynamo checks the guards of each cache entry in the order below and runs the transformed",
               "# code of the first entry whose guards hold; when none holds it compiles the function again",
               "# (a new cache entry), or runs its own bytecode. This file is a readable picture that compiles;",
               "# torch does not run it (under glassbox.debug() the transformed-code files themselves run).",
               ""]
        done = set()
        self.full_code_section(code, out, done)
        return "\n".join(out) + "\n"

    def full_code_section(self, code, out, done):
        if id(code) in done:
            return
        done.add(id(code))
        name = code.co_name
        ours = self.records_for(code)
        entries = _torch.cache_entries(code)
        rows = []  # (compile id, FrameRecord or None, guards or None)
        if entries is not None:
            for entry in entries:
                match = None
                for record in ours:
                    if entry["code"] is not None and entry["code"] in (record.transformed, record.returned):
                        match = record
                rows.append((entry["compile_id"], match, entry["guards"]))
            listed = {id(r) for _, r, _ in rows if r is not None}
            for record in ours:
                if id(record) not in listed:
                    rows.append((record.compile_id, record, None))
        else:
            rows = [(r.compile_id, r, None) for r in reversed(ours)]
        dispatch = []
        resume_codes = []
        for index, (compile_id, record, guards) in enumerate(rows):
            out.append("# ==== %s: cache entry %d of %d (compile %s) ====" % (name, index, len(rows), compile_id))
            guard_name = "__guard_%d_for_%s" % (index, name)
            out.append(render.guard_function(guard_name, guards, record.guard_tree if record else None))
            if record is None:
                out.append("# (compiled outside the glassbox session: its transformed code was not dumped)")
                transformed_name = None
            else:
                transformed_name = os.path.basename(record.path)[:-3]
                out.append("# transformed code: %s" % os.path.basename(record.path))
                if record.reason:
                    out.append("# note: %s" % record.reason)
                decompiled = record.decompiled
                if decompiled is not None and decompiled.source is not None and decompiled.ok:
                    source = render.renamed_def(decompiled.source, transformed_name)
                    source, wrapped = render.source_in_closure(source, record.transformed, transformed_name)
                    out.append(source.rstrip("\n"))
                    if wrapped:
                        out.append("%s = __glassbox_closure_for_%s()" % (transformed_name, transformed_name))
                else:
                    out.append("def %s(%s):" % (transformed_name, render.signature(code)))
                    out.append("    ...  # not decompiled: see the file")
                for fn in record.compiled_fns:
                    graphs = [g for g in self.graph_files if g.fn == fn and g.path is not None]
                    if not graphs:
                        continue
                    out.append("# %s is the compiled graph:" % fn)
                    for graph in graphs:
                        out.append("#   %s: %s" % (graph.stage, os.path.basename(graph.path)))
                for resume_name in record.resume_names:
                    resume_code = record.resume_codes.get(resume_name)
                    target = resume_code.co_name if resume_code is not None else "?"
                    out.append("# %s is the resume function %s (its section follows)" % (resume_name, target))
                    if resume_code is not None and resume_code not in resume_codes:
                        resume_codes.append(resume_code)
            out.append("")
            dispatch.append((guard_name, transformed_name))
        out.append("def %s(%s):" % (name, render.signature(code)))
        for guard_name, transformed_name in dispatch:
            out.append("    if %s(dict(locals()), globals()):" % guard_name)
            if transformed_name:
                out.append("        return %s(%s)" % (transformed_name, render.call_arguments(code)))
            else:
                out.append("        pass  # transformed code not dumped")
        out.append("    # no guard holds: Dynamo compiles %s again, or runs its original bytecode" % name)
        out.append("    return __original_%s(%s)" % (name, render.call_arguments(code)))
        out.append("")
        for resume_code in resume_codes:
            self.full_code_section(resume_code, out, done)

    def write_index(self):
        directory = self.dump_dir
        lines = ["# glassbox dump of torch.compile", "",
                 "Written by glassbox.prepare_debug; docs/torch.md says what each kind of file is.", ""]
        mine = set()
        for code in self.roots():
            path = self.full_code_paths.get(code)
            lines.append("## %s (%s)" % (code.co_name, render.location(code)))
            lines.append("")
            if path:
                lines.append("- `%s`: guards → transformed code → graphs and resume functions" % os.path.basename(path))
                mine.add(os.path.basename(path))
            for record in self.all_records_under(code):
                base = os.path.basename(record.path)
                mine.add(base)
                state = "decompiled in %.1f ms of CPU time" % (1000 * record.decompiled.cpu_seconds) if record.decompiled else ""
                if record.reason:
                    state += "; " + record.reason
                if record.returned is not None:
                    state += "; runs from this file (debug())"
                lines.append("- `%s`: transformed code of %s, compile %s (%s)" % (base, record.fn_name,
                                                                                 record.compile_id, state))
                for extra in [record.guards_path] + record.extra_paths:
                    if extra:
                        mine.add(os.path.basename(extra))
                        lines.append("  - `%s`" % os.path.basename(extra))
                for fn in record.compiled_fns:
                    for graph in self.graph_files:
                        if graph.fn == fn and graph.path is not None:
                            mine.add(os.path.basename(graph.path))
                            lines.append("  - `%s`: %s of %s" % (os.path.basename(graph.path), graph.title, fn))
            lines.append("")
        others = []
        try:
            names = sorted(os.listdir(directory))
        except OSError:
            names = []
        for name in names:
            if name.startswith(".glassbox-") or name == "index.md" or name in mine:
                continue
            others.append("- `%s`" % name)
        if others:
            lines += ["## Other files in this directory (other runs or processes, or graphs of no dumped frame)", ""]
            lines += others
            lines.append("")
        files.replace(os.path.join(directory, "index.md"), "\n".join(lines))

    def all_records_under(self, code, done=None):
        done = set() if done is None else done
        if id(code) in done:
            return []
        done.add(id(code))
        result = []
        for record in self.records_for(code):
            result.append(record)
            for resume_code in record.resume_codes.values():
                result.extend(self.all_records_under(resume_code, done))
        return result
