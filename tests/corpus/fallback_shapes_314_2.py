# glassbox-corpus: min-python=3.8
"""Unpacking into one name several times (`_, _, _, x = t`): of two stores to one local in
a row 3.13+ drops the first, so items are popped (POP_TOP) and only the last store of the
run is left; several popped items in a row went to the next store's name
(test_buffer.randslice_from_slicelen, pydoc.source_synopsis, test_tokenize.decistmt)."""


def three_dropped(t):
    _, _, _, control = t
    return control, _


def two_then_star(t):
    _, _, *_, last = t
    return last, _


def nested_dropped(t):
    ((_, _), _), c = t
    return _, c


def both_pairs(t):
    (_, _), (_, _) = t
    return _


def same_name_twice(t):
    a, a = t
    return a


def in_loop(rows):
    out = []
    for row in rows:
        _, _, name, _ = row
        out.append(name + str(_))
    return out


def in_comprehension(rows):
    return [(k, _) for _, _, k, _ in rows]


def generator_of_tokens(tokens):
    return list(v for _, _, v, _, _ in tokens)


def attribute_after_drop(t, obj):
    _, _, obj.value = t
    return obj.value, _


class Box:
    value = None


def checks():
    return {
        "three_dropped": three_dropped((1, 2, 3, 4)),
        "two_then_star": [two_then_star(range(n)) for n in (3, 4, 6)],
        "nested_dropped": nested_dropped((((1, 2), 3), 4)),
        "both_pairs": both_pairs(((1, 2), (3, 4))),
        "same_name_twice": same_name_twice("xy"),
        "in_loop": in_loop([(1, 2, "a", 3), (4, 5, "b", 6)]),
        "in_comprehension": in_comprehension([(1, 2, "a", 3), (4, 5, "b", 6)]),
        "generator_of_tokens": generator_of_tokens([(1, 2, "t", 4, 5), (6, 7, "u", 8, 9)]),
        "attribute_after_drop": attribute_after_drop((1, 2, 3), Box()),
    }
