# glassbox-corpus: min-python=3.8
"""Assignment shapes found by the program fuzzer: augmented assignments to slices (3.12+
compiles them with BINARY_SLICE and STORE_SLICE, each building its own slice), with omitted
bounds, inside a function; unpackings that store one local twice in a row (3.13+ drops the
first store: `head, _, _ = s.partition(" ")` pops an item, then stores `_`); parallel
assignments whose targets are computed after the values (`a[i], a[n - i - 1] = ...`, once
split into two statements, silently wrong)."""


def slice_augmented_simple(items, a, b):
    items[a:b] += ["x"]
    items[:a] += ["y"]
    items[b:] += ["z"]
    return items


def bytes_slice(buffer, start):
    buffer[start:] += b"!"
    buffer[:start] *= 2
    return list(buffer)


class Counter:
    def __init__(self):
        self.parts = [1, 2, 3, 4]

    def bump(self, i, j):
        self.parts[i:j] += self.parts[i:j]
        return self.parts


def partition_head(text):
    head, _, _ = text.partition(" ")
    return head, _


def repeated_targets(pairs):
    out = []
    for a, (b, a) in pairs:
        out.append((a, b))
    (c, d), d = pairs[0][1]
    first, *first = pairs
    e = e = len(pairs)
    return out, c, d, first, e


def reverse_in_place(items):
    n = len(items)
    for i in range(n // 2):
        items[i], items[n - i - 1] = items[n - i - 1], items[i]
    return items


class Pair:
    def __init__(self):
        self.left, self.right = "l", "r"


def computed_targets(items, pair, i):
    items[i:i + 1], pair.left = [pair.left], items[i]
    pair.right, items[len(items) - 1] = items[-1], pair.right
    return items, pair.left, pair.right


DATA = [1, 2, 3]
DATA[1:] += [4]
DATA[:1] *= 3


def augmented_walrus_subscript(table, key, extra):
    # an assignment expression in an augmented assignment's subscript: evaluated (and stored)
    # once, its value copied for the load and the store
    table[(slot := key)] |= extra
    return table, slot


def checks():
    return {
        "simple": slice_augmented_simple([1, 2, 3, 4], 1, 3),
        "walrus_subscript": augmented_walrus_subscript({"k": 1}, "k", 6),
        "bytes": bytes_slice(bytearray(b"abc"), 1),
        "method": Counter().bump(1, 3),
        "module": DATA,
        "partition": partition_head("left right"),
        "reverse": reverse_in_place([1, 2, 3, 4, 5]),
        "computed": computed_targets([1, 2, 3], Pair(), 1),
        "repeated": repeated_targets([(1, ((2, 3), 8)), (4, (5, 6))]),
    }
