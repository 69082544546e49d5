# glassbox-corpus: min-python=3.12
"""f-string syntax of PEP 701 (3.12): quotes reused inside replacement fields,
arbitrary nesting, backslashes and line breaks inside expressions."""


def same_quotes(items):
    table = {"key": "value"}
    return [
        f"{table["key"]}",
        f"{", ".join(items)}",
        f"{"nested"}",
        f'{'single'}',
    ]


def deep_nesting(a):
    return [
        f"{f"{f"{a}"}"}",
        f"{f"{a!r}":>{len(f"{a}") + 4}}",
        f"{"-".join(f"{c}{c}" for c in str(a))}",
    ]


def backslashes(words):
    return [f"{"\n".join(words)}", f"{"\t".join(words)!r}", f"{"\\"}"]


def multiline_expressions(values):
    return f"{
        sum(
            v * 2
            for v in values
        )
    } total"


def comments_inside(x):
    return f"{x  # a comment inside the field
    + 1}"


def formats_with_nested_quotes(value):
    return [f"{value:{"^"}{10}}", f"{value!r:{"*"}>8}", f"{value=:{"<"}6}"]


def checks():
    return {
        "quotes": same_quotes(["a", "b"]),
        "nesting": [deep_nesting(a) for a in (1, "xy")],
        "backslashes": backslashes(["p", "q"]),
        "multiline": multiline_expressions([1, 2, 3]),
        "comments": comments_inside(4),
        "formats": formats_with_nested_quotes("v"),
    }
