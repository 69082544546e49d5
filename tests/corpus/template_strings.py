# glassbox-corpus: min-python=3.14
"""Template strings (PEP 750, 3.14): t-strings with conversions, format
specs (also nested), the = specifier, raw and triple-quoted forms, and
implicit concatenation."""

from string.templatelib import Interpolation, Template


def describe(template):
    parts = []
    for item in template:
        if isinstance(item, Interpolation):
            parts.append([repr(item.value), item.expression, item.conversion, item.format_spec])
        else:
            parts.append(item)
    return [type(template).__name__, list(template.strings), parts]


def simple(name):
    return describe(t"hello {name}!")


def conversions_and_specs(value, width):
    return describe(t"{value!r} {value!s:>{width}} {value:^8} {value!a}")


def equals_specifier(value):
    return describe(t"{value=} {value = !r} {value * 2=:>6}")


def raw_and_triple(path):
    return [describe(rt"\d{path}\n"), describe(t"""line {path}
next {path!r}""")]


def concatenated(a, b):
    return describe(t"first {a} " t"second {b}")


def empty_and_literal_only():
    return [describe(t""), describe(t"no fields"), describe(t"{{braces}}")]


def fields_needing_care(a, b, width):
    return [describe(t"{ {'k': a}['k'] }"), describe(t"{(lambda: a)()}"), describe(t"{a if b else width}"),
            describe(t"{a:{width}.{b}}"), describe(t"{'q' + "d"}"), describe(t"{a=!s:>{width}}"),
            describe(t"{a
+ b}")]


def render(template):
    out = []
    for item in template:
        if isinstance(item, Interpolation):
            value = repr(item.value) if item.conversion == "r" else item.value
            out.append(format(value, item.format_spec))
        else:
            out.append(item)
    return "".join(out)


def checks():
    return {
        "simple": simple("world"),
        "conversions": conversions_and_specs("v", 5),
        "equals": equals_specifier(3),
        "raw_triple": raw_and_triple("p"),
        "concat": concatenated(1, 2),
        "empty": empty_and_literal_only(),
        "care": fields_needing_care(3, 4, 6),
        "render": render(t"{1 + 1:03} and {'x'!r}"),
    }
