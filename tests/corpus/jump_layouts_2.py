# glassbox-corpus: min-python=3.8
"""Functions ending in an if whose sides fall off the end, beside explicit `return`s: 3.11
copies only the implicit `return None` into the jumps to it (a `return` statement stays where
it stands), so a last `if c: x` jumps to such a copy, not to an earlier `return`, and a with
statement ending an if body has a copy after each of its exits. Shapes of the standard
library (pdb do_unalias and user_line, ast._Unparser.visit_Set and get_raw_docstring,
ElementTree C14NWriterTarget._flush)."""


class Box:
    def __init__(self):
        self.log = []

    def __enter__(self):
        self.log.append("enter")
        return self

    def __exit__(self, *exc):
        self.log.append("exit")
        return False


def unalias(aliases, arg):
    args = arg.split()
    if len(args) == 0: return
    if args[0] in aliases:
        del aliases[args[0]]


def raw_docstring(node):
    if not isinstance(node, list) or len(node) < 1:
        return None
    node = node[0]
    if not isinstance(node, tuple):
        return None
    node = node[0]
    if isinstance(node, str) and node.startswith("doc"):
        return node


def flush(state, data, out):
    if state.get("strip"):
        data = data.strip()
    if state.get("pending") is not None:
        out.append(state.pop("pending"))
        if data == "stop":
            return
    if data and state.get("root"):
        out.append(data)


def action_name(argument):
    if argument is None:
        return None
    elif argument.get("strings"):
        return "/".join(argument["strings"])
    elif argument.get("metavar") not in (None, "-"):
        return argument["metavar"]
    elif argument.get("choices"):
        return "{" + ",".join(argument["choices"]) + "}"
    else:
        return None


def visit_set(box, elements):
    if elements:
        with box:
            box.log.append(",".join(elements))
    else:
        box.log.append("{*()}")


def visit_constant(box, value):
    if isinstance(value, tuple):
        with box:
            box.log.extend(value)
    elif value is ...:
        box.log.append("...")
    else:
        if value == "u":
            box.log.append("u")
        box.log.append(repr(value))


def wait_line(state, lineno):
    if state["waiting"]:
        if (state["main"] != lineno
                or lineno <= 0):
            return
        state["waiting"] = False
    if state.get("commands"):
        state["done"] = lineno


def commit_frame(state, out, force=False):
    if state.get("frame"):
        f = state["frame"]
        if len(f) >= 4 or force:
            write = out.append
            if len(f) >= 8:
                write(("frame", len(f)))
            write(f)
            state["frame"] = []


def checks():
    aliases = {"a": 1, "b": 2}
    unalias(aliases, "")
    unalias(aliases, "a x")
    unalias(aliases, "c")
    out = []
    flush({"pending": "p", "root": True}, "stop", out)
    flush({"pending": "q", "root": True, "strip": True}, " go ", out)
    flush({"root": False}, "no", out)
    box = Box()
    visit_set(box, ["1", "2"])
    visit_set(box, [])
    for value in ((1, 2), ..., "u", 3):
        visit_constant(box, value)
    states = [{"waiting": w, "main": 3, "commands": c} for w in (True, False) for c in (0, 1)]
    for state in states:
        wait_line(state, 3)
        wait_line(state, 0)
    return {
        "unalias": sorted(aliases),
        "raw_docstring": [raw_docstring(n) for n in ([], "x", [("doc a",)], [("other",)], [[1]])],
        "flush": out,
        "action_name": [action_name(a) for a in (None, {"strings": ["-x", "--x"]}, {"metavar": "M"},
                                                  {"metavar": "-", "choices": ["a", "b"]}, {})],
        "box": box.log,
        "wait_line": [sorted(s.items()) for s in states],
        "commit_frame": [commit_frame(st, out, force) for st, force in
                         (({"frame": [1] * 9}, False), ({"frame": [2]}, True), ({"frame": [3]}, False), ({}, True))]
                        + [list(out)],
    }
