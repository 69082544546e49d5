# glassbox-corpus: min-python=3.8
"""Attribute access, subscripts, simple and extended slices, and del of each."""


class Node:
    def __init__(self, value, child=None):
        self.value = value
        self.child = child


class Recorder:
    """Records the keys of __getitem__, __setitem__ and __delitem__."""

    def __init__(self):
        self.log = []

    def __getitem__(self, key):
        self.log.append(["get", describe(key)])
        return 0

    def __setitem__(self, key, value):
        self.log.append(["set", describe(key), value])

    def __delitem__(self, key):
        self.log.append(["del", describe(key)])


def describe(key):
    if isinstance(key, tuple):
        return [describe(k) for k in key]
    if isinstance(key, slice):
        return ["slice", describe(key.start), describe(key.stop), describe(key.step)]
    if key is Ellipsis:
        return "..."
    return key


def attributes():
    tree = Node(1, Node(2, Node(3)))
    out = [tree.value, tree.child.value, tree.child.child.value, tree.child.child.child]
    tree.child.child.value = 30
    tree.extra = "e"
    out.append(tree.child.child.value)
    out.append(getattr(tree, "extra"))
    del tree.extra
    out.append(hasattr(tree, "extra"))
    try:
        del tree.missing
    except AttributeError as error:
        out.append(type(error).__name__)
    out.append((1).real)
    out.append("abc".upper())
    out.append(1.5.is_integer())
    out.append([].__class__.__name__)
    return out


def subscripts():
    data = [10, 20, 30, 40, 50, 60]
    table = {"a": 1, (1, 2): "tuple key", None: "none"}
    nested = [[1, 2], [3, [4, 5]]]
    return [
        data[0], data[-1], data[len(data) // 2],
        table["a"], table[1, 2], table[(1, 2)], table[None],
        nested[1][1][0], "text"[2], b"bytes"[1],
    ]


def slices():
    data = list(range(10))
    text = "abcdefgh"
    i, j = 2, 7
    return [
        data[2:5], data[:3], data[7:], data[:], data[::2], data[1::3], data[:5:2],
        data[::-1], data[-3:], data[:-3], data[i:j], data[i:], data[:j], data[i:j:2],
        data[j:i:-1], text[1:-1], text[::-2], data[slice(1, 4)], data[100:], data[-100:2],
    ]


def extended_slices():
    rec = Recorder()
    rec[1, 2]
    rec[1:2, 3]
    rec[::2, ::-1]
    rec[..., 0]
    rec[:, None]
    rec[1:2:3, ...]
    rec[()]
    rec[(1,)]
    return rec.log


def written_none_steps():
    # `a[i:j:None]` builds a slice of three (the step written), `a[i:j]` one of two
    data = list(range(10))
    rec = Recorder()
    rec[1:2:None]
    rec[::None]
    step = None
    return [data[2:8:None], data[::None], data[:5:step], rec.log]


def slice_assignment_and_deletion():
    data = list(range(10))
    data[2:4] = ["a", "b", "c"]
    data[::3] = [None] * len(data[::3])
    del data[1]
    del data[-2:]
    del data[::2]
    text = list("hello")
    text[1:1] = "XY"
    text[:] = text[::-1]
    rec = Recorder()
    rec[1:2] = 5
    rec[::2, 1] = 6
    del rec[3:]
    del rec[1, ...]
    return [data, text, rec.log]


def delete_statements():
    a = 1
    b = [1, 2, 3]
    c = {"k": 1, "j": 2}
    node = Node(1)
    del a
    del b[0], c["k"]
    del node.value
    out = [b, sorted(c), hasattr(node, "value")]
    try:
        print(a)
    except NameError as error:
        out.append(type(error).__name__)
    x, y = 1, 2
    del (x, y)
    try:
        x
    except NameError as error:
        out.append(type(error).__name__)
    items = [[1, 2], [3, 4]]
    del items[1][0]
    out.append(items)
    return out


def subscript_errors():
    out = []
    for container, key in (([1], 5), ({}, "k"), ("ab", "x"), (None, 0)):
        try:
            container[key]
        except (IndexError, KeyError, TypeError) as error:
            out.append(type(error).__name__)
    return out


def attribute_chains_with_calls():
    words = " Hello World "
    return [words.strip().lower().split(), words.strip()[1:4].upper(),
            {"a": [1, {"b": "c"}]}["a"][1]["b"].upper()]


def subscript_evaluation_order():
    log = []

    def item(name, value):
        log.append(name)
        return value

    data = {"k": [0, 0]}
    item("container", data)[item("key", "k")][item("index", 1)] = item("value", 9)
    return [data, log]


def checks():
    return {
        "attributes": attributes(),
        "subscripts": subscripts(),
        "slices": slices(),
        "extended": extended_slices(),
        "none_steps": written_none_steps(),
        "assign_delete": slice_assignment_and_deletion(),
        "delete": delete_statements(),
        "errors": subscript_errors(),
        "chains": attribute_chains_with_calls(),
        "order": subscript_evaluation_order(),
    }
