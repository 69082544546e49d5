# glassbox-corpus: min-python=3.8
"""f-strings: conversions, format specs (also nested), the = specifier,
escaped braces, and expressions inside the replacement fields."""


class Shown:
    def __str__(self):
        return "str-form"

    def __repr__(self):
        return "repr-form"

    def __format__(self, spec):
        return "format(" + spec + ")"


def conversions(value):
    return [f"{value}", f"{value!s}", f"{value!r}", f"{value!a}", f"<{value}>"]


def format_specs(number, text):
    return [
        f"{number:5}", f"{number:<8}|", f"{number:>8}|", f"{number:^9}|", f"{number:*^9}",
        f"{number:+}", f"{number:08.3f}", f"{number:,}", f"{number:_}", f"{number:e}",
        f"{number:.2%}", f"{text:>6}", f"{text!r:>10}", f"{text:.2}",
        f"{int(number):x}", f"{int(number):#o}", f"{int(number):b}", f"{int(number):#06x}",
    ]


def nested_specs(value, width, precision):
    fill = "-"
    return [
        f"{value:{width}}",
        f"{value:{width}.{precision}f}",
        f"{value:{fill}>{width}.{precision}}",
        f"{value:>{width * 2}}",
        f"{'x':{fill}^{width}}",
    ]


def equals_specifier(x, name):
    return [f"{x=}", f"{x = }", f"{x=!s}", f"{x=!r}", f"{x=:>6}", f"{x * 2=}", f"{name=}", f"{name=!s:^8}"]


def braces_and_literals(x):
    return [f"{{}}", f"{{{x}}}", f"{{x}}", f"a{x}b{x}c", f"", f"plain", f"{x}{x}", f"tab\t{x}\n"]


def expressions_inside(items, flag):
    table = {"key": "value"}
    return [
        f"{len(items)} items",
        f"{items[0] if items else 'none'}",
        f"{', '.join(str(i) for i in items)}",
        f"{table['key']}",
        f"{(lambda v: v * 2)(3)}",
        f"{'yes' if flag else 'no'}",
        f"{[i * 2 for i in items]}",
        f"{ {'a': 1}['a'] }",
        f"{3 + 4:03}",
        f"{sum(items) / max(len(items), 1):.1f}",
        f"{flag!r:>7}",
        f"{items!s:.5}",
    ]


def multiline(a, b):
    return (f"first {a} "
            f"second {b} "
            "plain "
            f"{a + b}")


def triple_quoted(a):
    return f"""line {a}
second {a!r}
third"""


def raw_fstrings(path):
    return [rf"\d{path}", fr"{path}\n", Rf"{path!r}\t"]


def mixed_concatenation(a):
    return "start " + f"{a}" + " mid " f"{a * 2}" " end"


def nested_fstrings(a):
    inner = f"{a}"
    return [f"{f'{a}'}", f"{inner:>{len(inner) + 2}}", f"{f'{a!r}':^10}"]


def format_protocol():
    shown = Shown()
    return [f"{shown}", f"{shown!s}", f"{shown!r}", f"{shown:spec}", f"{shown!s:>10}", f"{shown:{'dyn'}}"]


def checks():
    return {
        "conversions": [conversions(v) for v in (1, "s", "é", None, [1, "x"])],
        "specs": [format_specs(n, t) for n, t in ((3.14159, "ab"), (1234567.5, "hello"), (-2.0, ""))],
        "nested": [nested_specs(v, w, p) for v, w, p in ((3.14159, 10, 2), (2.5, 6, 1))],
        "equals": [equals_specifier(x, "n") for x in (1, "s", 2.5)],
        "braces": braces_and_literals(7),
        "expressions": [expressions_inside(i, f) for i, f in (([1, 2, 3], True), ([], False))],
        "multiline": multiline(1, 2),
        "triple": triple_quoted("q"),
        "raw": raw_fstrings("p"),
        "mixed": mixed_concatenation(4),
        "nested_fstrings": nested_fstrings(5),
        "protocol": format_protocol(),
    }
