# glassbox-corpus: min-python=3.10
"""match statements in the shapes the compilers lay out in more than one way:
or-patterns whose alternatives bind names in different orders or join in a
copied block, `_ as name`, guards that are negated, constant or wildcards,
empty bodies, a match as a loop's whole body, nested matches, and matches at
module and class level."""

import collections

Pair = collections.namedtuple("Pair", "left right")

match [1, 2]:
    case [first, second]:
        MODULE_SUM = first + second
    case _:
        MODULE_SUM = None


class Holder:
    match MODULE_SUM:
        case 3:
            kind = "three"
        case other:
            kind = other
    kinds = [kind, kind, kind, kind]


def alternatives_with_names(value):
    match value:
        case [x, 1] | [1, x]:
            return ["ends with one", x]
        case (a, b, c) | [c, b, a, _]:
            return ["triple", a, b, c]
        case {"k": (1 | 2) as k} | {"j": (3 | 4) as k}:
            return ["key", k]
        case [x] | x:
            return ["anything", x]


def nested_alternatives(value):
    match value:
        case (1 | 2) | (3 | 4):
            return "small"
        case [(1 | 2), (3 | 4)]:
            return "pair"
        case [*_, (5 | 6) as last]:
            return ["last", last]
    return None


def stars(value):
    match value:
        case [first, *middle, last] if middle:
            return ["middle", first, middle, last]
        case [a, _, *_, b]:
            return ["ends", a, b]
        case [*everything]:
            return ["all", everything]
        case _:
            return "no sequence"


def guards(value, flag):
    match value:
        case _ if not flag:
            return "flag off"
        case 1 | 2 if flag:
            return "small with flag"
        case [x] if x > 1 and flag or x < -1:
            return ["one item", x]
        case 0 if False:
            pass
        case _ as whole if whole == 9:
            return "nine"
        case _ if flag:
            return "anything with flag"
        case _:
            return "unreachable"


def empty_bodies(value):
    out = "start"
    match value:
        case 1:
            pass
        case [x]:
            out = x
        case _:
            pass
    return out


def bodies_join(value):
    result = []
    match value:
        case 1:
            result.append(1)
        case 2:
            if value:
                result.append(2)
            else:
                result.append(3)
        case [x, *rest]:
            for item in rest:
                result.append(item + x)
        case _:
            result.append(0)
    result.append("end")
    return result


def in_while(items):
    out = []
    while items:
        match items.pop():
            case 0:
                out.append("zero")
            case int(n) if n > 10:
                out.append("big")
                continue
            case int(n):
                out.append(n)
            case str() as text:
                out.append(text.upper())
    return out


def nested_match(first, second):
    match first:
        case 1:
            match second:
                case 1:
                    return "one one"
                case _:
                    return "one other"
        case _:
            match second:
                case [a]:
                    return ["other one item", a]
    return "none"


def classes_and_mappings(value):
    match value:
        case Pair(Pair(a, b), Pair(c, d)):
            return ["pairs", a + b + c + d]
        case Pair(left=[1, *_], right={"k": kv}):
            return ["keyword", kv]
        case int(0) | float(0.0):
            return "zero"
        case collections.OrderedDict():
            return "ordered"
        case {Pair.__name__: 1}:
            return "dotted key"
        case {"a": {"b": [c]}}:
            return ["deep", c]
        case {"a": 1, "b": b, **rest}:
            return ["rest", b, sorted(rest)]
        case dict(a=1):
            return "dict with a"
    return None


def subjects(a):
    match a * 2, [a]:
        case (2, [1]):
            return "one"
        case (x, [y]) if x > y:
            return x - y
    match (doubled := a * 2):
        case 4:
            return ["four", doubled]
        case n:
            return [n, doubled]


def checks():
    return {
        "module": [MODULE_SUM, Holder.kinds],
        "alternatives": [alternatives_with_names(v) for v in ([5, 1], [1, 6], (1, 2, 3), [3, 2, 1, 0],
                                                               {"k": 2}, {"j": 4}, {"j": 5}, 7)],
        "nested": [nested_alternatives(v) for v in (1, 4, [2, 3], [0, 0, 6], [7], 9)],
        "stars": [stars(v) for v in ([1, 2, 3, 4], [1, 2], [1, 5, 2], [], "no", 5)],
        "guards": [guards(v, f) for v in (1, [2], [-3], 9, 0, "x") for f in (True, False)],
        "empty": [empty_bodies(v) for v in (1, [7], 0)],
        "join": [bodies_join(v) for v in (1, 2, [1, 2, 3], "z")],
        "while": in_while([1, "a", 20, 0, 3, 4]),
        "nested_match": [nested_match(a, b) for a, b in ((1, 1), (1, 2), (2, [5]), (2, 3))],
        "classes": [classes_and_mappings(v) for v in (Pair(Pair(1, 2), Pair(3, 4)), Pair([1, 2], {"k": 9}), 0, 0.0,
                                                      collections.OrderedDict(x=1), {"Pair": 1}, {"a": {"b": [5]}},
                                                      {"a": 1, "b": 2, "z": 3}, {"a": 1}, 3)],
        "subjects": [subjects(a) for a in (1, 3, 2, 0)],
    }
