# glassbox-corpus: min-python=3.8
"""Loop bodies ending in an if, and if/elif chains ending in loops: from 3.12 on each test
of `if a and b: rest` ending a loop body jumps over a jump back of its own (on the test's
line), where `if not (a and b): continue` jumps to the one `continue`; and 3.10+ copy a
small `return` after an if statement into the end of its first branch. Shapes of the
standard library (argparse get_default, configparser ConverterMapping, doctest
_check_prefix, pickletester CollectObjectIDs)."""


class Action:
    def __init__(self, dest, default):
        self.dest = dest
        self.default = default


def get_default(actions, dest, defaults):
    for action in actions:
        if action.dest == dest and action.default is not None:
            return action.default
    return defaults.get(dest, None)


def get_default_continue(actions, dest, defaults):
    for action in actions:
        if not (action.dest == dest and action.default is not None):
            continue
        return action.default
    return defaults.get(dest, None)


def getters(names, data):
    for name in names:
        m = name.startswith("get")
        if not m or not name[3:].isalpha():
            continue
        data[name[3:]] = None
    return data


def getters_if(names, data):
    for name in names:
        m = name.startswith("get")
        if m and name[3:].isalpha():
            data[name[3:]] = None
    return data


def check_prefix(lines, prefix):
    for i, line in enumerate(lines):
        if line and not line.startswith(prefix):
            raise ValueError("line %r: %r" % (i, line))
    return len(lines)


def collect_ids(ids, obj):
    if id(obj) in ids:
        return
    ids.add(id(obj))
    if isinstance(obj, (list, tuple, set)):
        for e in obj:
            collect_ids(ids, e)
    elif isinstance(obj, dict):
        for k, v in obj.items():
            collect_ids(ids, k)
            collect_ids(ids, v)
    return len(ids)


def chain_of_loops(kind, items, out):
    if kind == "list":
        for item in items:
            out.append(item)
    elif kind == "pairs":
        for a, b in items:
            out.append(a + b)
    else:
        out.append(kind)
    return len(out)


def catch(f, *args):
    try:
        return f(*args)
    except Exception as e:
        return type(e).__name__ + ": " + str(e)


def checks():
    actions = [Action("a", None), Action("b", 2), Action("a", 1)]
    out = []
    return {
        "get_default": [get_default(actions, d, {"c": 3}) for d in ("a", "b", "c", "d")],
        "get_default_continue": [get_default_continue(actions, d, {"c": 3}) for d in ("a", "b", "c")],
        "getters": getters(["getx", "get1", "other", "gety"], {}),
        "getters_if": getters_if(["getx", "get1", "other", "gety"], {}),
        "check_prefix": [catch(check_prefix, lines, "  ") for lines in (["  a", "", "  b"], ["  a", "b"])],
        "collect_ids": [collect_ids(set(), obj) for obj in ([1, [2, 3]], {"a": (1, 2)}, 5)],
        "chain_of_loops": [chain_of_loops(k, items, out) for k, items in
                           (("list", [1, 2]), ("pairs", [(1, 2), (3, 4)]), ("x", []))] + [out],
    }
