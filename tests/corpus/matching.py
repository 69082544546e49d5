# glassbox-corpus: min-python=3.10
"""match statements: literal, capture, wildcard, value, sequence (with star),
mapping (with **rest), class (positional and keyword), OR, AS, guards, and
patterns nested in each other."""

import enum


class Color(enum.Enum):
    RED = 1
    GREEN = 2


class Limits:
    LOW = 10
    HIGH = 100


class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


class Line:
    __match_args__ = ("start", "end")

    def __init__(self, start, end):
        self.start = start
        self.end = end


def literals(value):
    match value:
        case 0:
            return "zero"
        case 1 | 2 | 3:
            return "small"
        case -1:
            return "minus one"
        case 1.5:
            return "one and a half"
        case 2j:
            return "imaginary"
        case -1 + 2j:
            return "complex"
        case "text":
            return "string"
        case b"bytes":
            return "bytes"
        case True:
            return "true"
        case None:
            return "none"
        case _:
            return "other"


def captures(value):
    match value:
        case [x]:
            return ["one", x]
        case [x, y]:
            return ["two", x, y]
        case [x, y, *rest]:
            return ["many", x, y, rest]
        case ():
            return "impossible: matched above"
        case other:
            return ["capture", other]


def sequences(value):
    match value:
        case []:
            return "empty"
        case [0, *_]:
            return "starts with zero"
        case [*_, 0]:
            return "ends with zero"
        case [first, *middle, last] if len(middle) > 2:
            return ["long", first, middle, last]
        case (a, b, c):
            return ["triple", a, b, c]
        case [[a, b], [c, d]]:
            return ["nested", a + b + c + d]
        case _:
            return "no sequence match"


def values(value):
    match value:
        case Color.RED:
            return "red"
        case Color.GREEN:
            return "green"
        case Limits.LOW:
            return "low"
        case Limits.HIGH:
            return "high"
    return "no value match"


def mappings(value):
    match value:
        case {"type": "point", "x": x, "y": y}:
            return ["point", x, y]
        case {"type": "line", **rest}:
            return ["line", sorted(rest)]
        case {"values": [first, *_]}:
            return ["values", first]
        case {1: one, "k": {"inner": inner}}:
            return ["nested", one, inner]
        case {}:
            return "any mapping"
        case _:
            return "not a mapping"


def classes(value):
    match value:
        case Point(0, 0):
            return "origin"
        case Point(x, 0):
            return ["on x axis", x]
        case Point(x=0, y=y):
            return ["on y axis", y]
        case Line(Point(x1, y1), Point(x2, y2)) if x1 == x2:
            return ["vertical", x1]
        case Line(start=Point(), end=end):
            return ["line ending", end.x, end.y]
        case int(n) if n > 100:
            return ["big int", n]
        case int() | float():
            return "number"
        case str(text):
            return ["str", text]
        case bool(flag):
            return "unreachable: bool is an int"
        case _:
            return "unknown"


def or_and_as(value):
    match value:
        case (1 | 2) as small:
            return ["small", small]
        case [(0 | 1) as bit, *_] as whole:
            return ["bit", bit, len(whole)]
        case {"k": (str() | bytes()) as text}:
            return ["text", repr(text)]
        case Point(x=(1 | 2 | 3) as x) | Point(y=(1 | 2 | 3) as x):
            return ["point coordinate", x]
        case _:
            return "none"


def guards(value):
    match value:
        case [x, y] if x == y:
            return "equal pair"
        case [x, y] if x > y:
            return "descending"
        case [x, _]:
            return ["pair starting", x]
        case n if isinstance(n, int) and n % 2 == 0:
            return "even"
        case n if isinstance(n, int):
            return "odd"
    return "nothing"


def match_in_loop(commands):
    log = []
    for command in commands:
        match command.split():
            case ["go", direction]:
                log.append("going " + direction)
            case ["stop"]:
                log.append("stopping")
                break
            case ["skip", *_]:
                continue
            case _:
                log.append("unknown " + command)
    return log


def match_subject_expressions(a, b):
    match a, b:
        case 0, 0:
            return "both zero"
        case 0, _:
            return "first zero"
        case _, 0:
            return "second zero"
    match a + b:
        case 10:
            return "ten"
    return "neither"


def no_case_matches(value):
    result = "default"
    match value:
        case "x":
            result = "x"
    return result


def describe_point(value):
    return [value.x, value.y] if isinstance(value, Point) else value


def checks():
    return {
        "literals": [literals(v) for v in (0, 2, -1, 1.5, 2j, -1 + 2j, "text", b"bytes", True, None, "x", 1.0)],
        "captures": [captures(v) for v in ([1], (1, 2), [1, 2, 3, 4], "ab", 5)],
        "sequences": [sequences(v) for v in ([], [0, 1], [1, 0], [1, 2, 3, 4, 5], (1, 2, 3), [[1, 2], [3, 4]],
                                             "abc", [1, 2])],
        "values": [values(v) for v in (Color.RED, Color.GREEN, 10, 100, 1)],
        "mappings": [mappings(v) for v in ({"type": "point", "x": 1, "y": 2}, {"type": "line", "a": 1, "b": 2},
                                           {"values": [9, 8]}, {1: "one", "k": {"inner": "in"}}, {"z": 0}, [1])],
        "classes": [classes(v) for v in (Point(0, 0), Point(5, 0), Point(0, 7), Line(Point(1, 2), Point(1, 5)),
                                         Line(Point(1, 2), Point(3, 4)), 500, 5, 2.5, "s", True, None)],
        "or_as": [or_and_as(v) for v in (1, 2, [0, 9], [1], {"k": "t"}, {"k": b"b"}, Point(2, 9), Point(9, 3),
                                         Point(9, 9))],
        "guards": [guards(v) for v in ([1, 1], [3, 1], [1, 3], 4, 7, "s")],
        "loop": match_in_loop(["go north", "skip this", "dance", "stop", "go south"]),
        "subjects": [match_subject_expressions(a, b) for a, b in ((0, 0), (0, 1), (1, 0), (4, 6), (1, 1))],
        "no_match": [no_case_matches(v) for v in ("x", "y")],
    }
